import { table, textList } from '@/fields'
import { contentPage } from './shared'

export const AdmissionPage = contentPage('admission-page', 'Admission', [
  { name: 'intro', type: 'textarea' },
  textList('admissionRules', 'Admission rules', 'Rule'),
  { name: 'ageNote', type: 'text', admin: { description: 'e.g. Age as on 1st April of the year of admission' } },
  table('ageCriteria', 'Age criteria', [
    { name: 'className', label: 'Class', outline: true },
    { name: 'age', label: 'Age' },
  ]),
  textList('feeRules', 'Fee payment rules', 'Rule'),
])
