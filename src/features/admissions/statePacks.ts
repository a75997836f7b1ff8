/**
 * The state rule packs for admissions: for each state the age cut-off and its relaxation, the
 * default age band of each entry class, the fee heads its fee law allows (with their caps), how
 * long a fee approval lasts, and where the RTE (Right to Education) quota is applied for. This
 * file is the data; src/features/admissions/rules.ts applies it. A school may override a
 * class's age band; it cannot add a fee head its state does not allow.
 *
 * Sources: Delhi, the Directorate of Education's entry-level admission orders and the Delhi
 * School Education (Transparency in Fixation and Regulation of Fee) Act, 2025; Maharashtra,
 * the School Education Department's age orders and the Maharashtra Educational Institutions
 * (Regulation of Collection of Fee) Act, 2011.
 *
 * The shapes (StatePack, FeeHeadRule, AgeDefault, FeeHeadKey) and the heads' names live in
 * rules.ts, whose lint lets it import only other rules; they are exported here too.
 */
import { FEE_HEAD_LABELS, type FeeHeadKey, type FeeHeadRule, type StatePack } from '@/features/admissions/rules'

export type { AgeDefault, FeeHeadKey, FeeHeadRule, StatePack } from '@/features/admissions/rules'
export { FEE_HEAD_LABELS } from '@/features/admissions/rules'

const head = (key: FeeHeadKey, rule: Omit<FeeHeadRule, 'key' | 'label'> = {}): FeeHeadRule => ({ key, label: FEE_HEAD_LABELS[key], ...rule })

const DELHI: StatePack = {
  code: 'DL',
  name: { en: 'Delhi', hi: 'दिल्ली' },
  cutoff: '03-31',
  relaxationDays: 30,
  ages: [
    { className: 'Nursery', minYears: 3, maxYears: 4 },
    { className: 'KG', minYears: 4, maxYears: 5 },
    { className: 'Class I', minYears: 5, maxYears: 6 },
  ],
  heads: [
    head('registration', { cap: 25, once: true, refundable: false }),
    head('admission', { cap: 200, once: true }),
    head('caution', { cap: 500, once: true, refundable: true }),
    head('tuition'),
    head('annual'),
    head('development', { capPercentOfTuition: 10 }),
    head('transport'),
  ],
  approvalYears: 3,
  feeAct: {
    en: 'Delhi School Education (Transparency in Fixation and Regulation of Fee) Act, 2025',
    hi: 'दिल्ली विद्यालय शिक्षा (शुल्क निर्धारण और विनियमन में पारदर्शिता) अधिनियम, 2025',
  },
  feeApprover: { en: 'the school-level fee regulation committee', hi: 'विद्यालय स्तरीय शुल्क विनियमन समिति' },
  rteNote: {
    en: "A quarter of the entry-level seats are for children from economically weaker sections and disadvantaged groups (Right to Education Act, section 12(1)(c)). Those seats are applied for on the Directorate of Education's website and filled by its draw, not through this form.",
    hi: 'प्रवेश कक्षा की एक-चौथाई सीटें आर्थिक रूप से कमज़ोर वर्ग और वंचित समूहों के बच्चों के लिए हैं (शिक्षा का अधिकार अधिनियम, धारा 12(1)(ग))। इन सीटों के लिए आवेदन शिक्षा निदेशालय की वेबसाइट पर होता है और वे उसके ड्रॉ से भरी जाती हैं, इस फ़ॉर्म से नहीं।',
  },
  rtePortal: 'https://edudel.nic.in',
}

const MAHARASHTRA: StatePack = {
  code: 'MH',
  name: { en: 'Maharashtra', hi: 'महाराष्ट्र' },
  cutoff: '12-31',
  relaxationDays: 0,
  ages: [
    { className: 'Nursery', minYears: 3, maxYears: 4 },
    { className: 'Junior KG', minYears: 4, maxYears: 5 },
    { className: 'Senior KG', minYears: 5, maxYears: 6 },
    { className: 'Class I', minYears: 6, maxYears: 7 },
  ],
  heads: [
    head('registration', { once: true }),
    head('admission', { once: true }),
    head('caution', { once: true, refundable: true }),
    head('tuition'),
    head('annual'),
    head('development'),
    head('transport'),
  ],
  approvalYears: 2,
  feeAct: {
    en: 'Maharashtra Educational Institutions (Regulation of Collection of Fee) Act, 2011',
    hi: 'महाराष्ट्र शैक्षणिक संस्था (शुल्क वसूली विनियमन) अधिनियम, 2011',
  },
  feeApprover: { en: 'the executive committee of the parent-teacher association', hi: 'पालक-शिक्षक संघ की कार्यकारी समिति' },
  rteNote: {
    en: "A quarter of the entry-level seats are for children from disadvantaged groups and weaker sections (Right to Education Act, section 12(1)(c)). Those seats are applied for on the state's RTE admission portal and filled by its draw, not through this form.",
    hi: 'प्रवेश कक्षा की एक-चौथाई सीटें वंचित समूहों और कमज़ोर वर्गों के बच्चों के लिए हैं (शिक्षा का अधिकार अधिनियम, धारा 12(1)(ग))। इन सीटों के लिए आवेदन राज्य के आरटीई प्रवेश पोर्टल पर होता है और वे उसके ड्रॉ से भरी जाती हैं, इस फ़ॉर्म से नहीं।',
  },
  rtePortal: 'https://student.maharashtra.gov.in/adm_portal',
}

/** The states whose rules the admissions feature knows. */
export const STATE_PACKS: Record<'DL' | 'MH', StatePack> = { DL: DELHI, MH: MAHARASHTRA }

/** A state code the packs know. */
export type StateCode = keyof typeof STATE_PACKS

/** A state's pack by its code ('DL', 'mh'); null for a state without one. */
export const statePack = (code: string): StatePack | null => {
  const key = code.trim().toUpperCase()
  return Object.hasOwn(STATE_PACKS, key) ? STATE_PACKS[key as StateCode] : null
}
