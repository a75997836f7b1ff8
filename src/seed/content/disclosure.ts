import type { SeedContext } from '../context'
import { SCHOOL_NAME } from './profile'

const info = (information: string, details: string) => ({ information, details })

export async function seedDisclosure(s: SeedContext) {
  const doc = async (title: string) => ({ title, file: await s.pdf(`disclosure-${title}`, title) })
  const documents = [
    await doc('Copies of affiliation / upgradation letter and recent extension of affiliation'),
    await doc('Copies of societies / trust / company registration / renewal certificate'),
    await doc('Copy of no objection certificate (NOC) issued by the state government'),
    await doc('Copies of recognition certificate under RTE Act, 2009'),
    await doc('Copy of valid building safety certificate'),
    await doc('Copy of valid fire safety certificate'),
    await doc('Copy of the DEO certificate for affiliation / upgradation'),
    await doc('Copies of valid water, health and sanitation certificates'),
  ]
  const academicDocuments = [
    await doc('Fee structure of the school'),
    await doc('Annual academic calendar'),
    await doc('List of school management committee (SMC)'),
    await doc('List of parents teachers association (PTA) members'),
    await doc('Last three-year result of the board examination'),
  ]
  const results = (registered: number[], passed: number[]) =>
    ['2018-19', '2019-20', '2020-21'].map((year, i) => ({
      year,
      registered: String(registered[i]),
      passed: String(passed[i]),
      passPercentage: `${((passed[i]! / registered[i]!) * 100).toFixed(1)}%`,
      remarks: '',
    }))

  await s.ensureGlobal('mandatory-disclosure', (d) => Array.isArray(d.generalInformation) && d.generalInformation.length > 0, {
    generalInformation: [
      info('Name of the school', SCHOOL_NAME),
      info('Affiliation no.', '3430000 (demo)'),
      info('School code', 'KSR'),
      info('Complete address with pin code', 'Hill View Road, Doranda, Ranchi, Jharkhand 834002'),
      info('Principal name', 'Dr. Meera Srinivasan'),
      info('Principal qualification', 'M.Sc., M.Ed., Ph.D.'),
      info('School e-mail id', 'office@ksr-school.example'),
      info('Contact details (landline / mobile)', '+91 651 240 1978'),
    ],
    documents,
    academicDocuments,
    feeStructure: [
      { className: 'Pre KG - UKG', tuitionFee: 'Rs. 2,400', annualCharges: 'Rs. 6,000' },
      { className: 'I - V', tuitionFee: 'Rs. 2,800', annualCharges: 'Rs. 7,000' },
      { className: 'VI - X', tuitionFee: 'Rs. 3,200', annualCharges: 'Rs. 8,000' },
      { className: 'XI - XII', tuitionFee: 'Rs. 3,800', annualCharges: 'Rs. 9,000' },
    ],
    calendar: [
      { period: 'April', activity: 'New session begins' },
      { period: 'July', activity: 'Periodic Test I' },
      { period: 'September', activity: 'Half-yearly examination' },
      { period: 'December', activity: 'Periodic Test II' },
      { period: 'February - March', activity: 'Annual examination' },
    ],
    managementCommittee: [
      { name: 'Mr. Rajiv Sahay', designation: 'Chairman' },
      { name: 'Dr. Meera Srinivasan', designation: 'Member secretary (Principal)' },
      { name: 'Mrs. Anita Kujur', designation: 'Teacher representative' },
      { name: 'Mr. Faisal Ahmed', designation: 'Parent representative' },
      { name: 'Dr. Kavita Mahto', designation: 'Educationist' },
    ],
    parentTeacherAssociation: [
      { name: 'Mr. Sunil Oraon', designation: 'President (parent)' },
      { name: 'Mrs. Priya Banerjee', designation: 'Vice president (parent)' },
      { name: 'Mr. Deepak Munda', designation: 'Secretary (teacher)' },
      { name: 'Mrs. Rekha Singh', designation: 'Member (teacher)' },
    ],
    resultsX: results([412, 398, 421], [405, 394, 421]),
    resultsXII: results([356, 342, 367], [341, 335, 365]),
    staff: [
      info('Principal', '1'),
      info('Total no. of teachers', '151'),
      info('PGT', '38'),
      info('TGT', '52'),
      info('PRT', '61'),
      info('Teachers section ratio', '1:32'),
      info('Details of special educator', 'Mrs. Nandini Ghosh, B.Ed. (Special Education)'),
      info('Details of counsellor and wellness teacher', 'Ms. Shalini Ekka, M.A. (Psychology)'),
    ],
    infrastructure: [
      info('Total campus area of the school (in square metres)', '20970'),
      info('No. and size of the classrooms (in square metres)', '105 (48 sq m each)'),
      info('No. and size of laboratories including computer labs (in square metres)', '12 (64 sq m each)'),
      info('Internet facility', 'Yes'),
      info("No. of girls' toilets", '59'),
      info("No. of boys' toilets", '99'),
      info('Link of YouTube video of the inspection of school', 'https://www.youtube.com/@ksr-school-example'),
    ],
  })
}
