import type { Field } from 'payload'

import { pdf, people, table } from '@/fields'
import { contentPage } from './shared'

const infoTable = (name: string, label: string): Field =>
  table(name, label, [
    { name: 'information', label: 'Information' },
    { name: 'details', label: 'Details' },
  ])

const documentList = (name: string, label: string): Field => ({
  name,
  label,
  type: 'array',
  fields: [
    { name: 'title', type: 'text', required: true },
    pdf('file', { required: true }),
  ],
})

const resultsTable = (name: string, label: string): Field =>
  table(name, label, [
    { name: 'year', label: 'Year' },
    { name: 'registered', label: 'No. of registered students' },
    { name: 'passed', label: 'No. of students passed' },
    { name: 'passPercentage', label: 'Pass percentage' },
    { name: 'remarks', label: 'Remarks', required: false },
  ])

/** CBSE Appendix IX, sections A–E. */
export const MandatoryDisclosure = contentPage('mandatory-disclosure', 'Mandatory disclosure', [
  {
    type: 'tabs',
    tabs: [
      { label: 'A. General information', fields: [infoTable('generalInformation', 'General information')] },
      { label: 'B. Documents', fields: [documentList('documents', 'Documents and information')] },
      {
        label: 'C. Results and academics',
        fields: [
          documentList('academicDocuments', 'Academic documents'),
          table('feeStructure', 'Fee structure', [
            { name: 'className', label: 'Class' },
            { name: 'tuitionFee', label: 'Tuition fee (per month)' },
            { name: 'annualCharges', label: 'Annual charges' },
          ]),
          table('calendar', 'Academic calendar', [
            { name: 'period', label: 'Month / period' },
            { name: 'activity', label: 'Activity' },
          ]),
          people('managementCommittee', 'School management committee'),
          people('parentTeacherAssociation', 'Parent-teacher association'),
          resultsTable('resultsX', 'Class X results'),
          resultsTable('resultsXII', 'Class XII results'),
        ],
      },
      { label: 'D. Staff (teaching)', fields: [infoTable('staff', 'Staff (teaching)')] },
      { label: 'E. School infrastructure', fields: [infoTable('infrastructure', 'School infrastructure')] },
    ],
  },
])
