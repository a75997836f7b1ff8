import type { Field, GlobalBeforeChangeHook, GlobalConfig, GroupField } from 'payload'

import { dayOnly, pdf, people, table } from '@/fields'
import {
  CERTIFICATES,
  dropDetailsOfRemovedDocuments,
  itemLabel,
  RESULT_CLASSES,
  sectionHeading,
  type DisclosureData,
  type SectionId,
} from '@/features/disclosure/rules'
import { contentPage } from './shared'

// Field labels are CBSE's wording of each Appendix IX item, from src/features/disclosure/rules.ts (the one list).
// `localized` marks the text visitors read in a language; without a localization config Payload drops the flag.

const text = (section: SectionId, name: string, extra: Partial<Field> = {}): Field =>
  ({ name, type: 'text', label: itemLabel(section, name), ...extra }) as Field

const num = (name: string, label: string, extra: Record<string, unknown> = {}): Field =>
  ({ name, type: 'number', label, min: 0, ...extra }) as Field

const infoTable = (name: string, label: string): Field =>
  table(name, label, [
    { name: 'information', label: 'Information' },
    { name: 'details', label: 'Details' },
  ])

const documentList = (name: string, label: string): Field => ({
  name,
  label,
  type: 'array',
  fields: [{ name: 'title', type: 'text', required: true }, pdf('file', { required: true })],
})

const oldResultsTable = (name: string, label: string): Field =>
  table(name, label, [
    { name: 'year', label: 'Year' },
    { name: 'registered', label: 'No. of registered students' },
    { name: 'passed', label: 'No. of students passed' },
    { name: 'passPercentage', label: 'Pass percentage' },
    { name: 'remarks', label: 'Remarks', required: false },
  ])

/** A section B document whose PDF is removed takes its dates and attestation with it (lib/disclosure). */
const dropRemovedDocumentsDetails: GlobalBeforeChangeHook = ({ data, originalDoc }) => {
  const previous = (originalDoc as DisclosureData | undefined)?.sectionB
  const next = (data as DisclosureData).sectionB
  const sectionB = dropDetailsOfRemovedDocuments(next, previous)
  return sectionB === next ? data : { ...data, sectionB }
}

/** One section B document: the self-attested copy, its dates, and who attested it. */
const certificate = (c: (typeof CERTIFICATES)[number]): GroupField => ({
  name: c.key,
  type: 'group',
  label: `B. ${CERTIFICATES.indexOf(c) + 1}. ${c.label}`,
  fields: [
    pdf('file', { label: 'Self-attested copy (PDF)' }),
    {
      // In the form too: removing the PDF empties its dates and attestation at once.
      name: 'dropDetailsWithFile',
      type: 'ui',
      admin: { components: { Field: '@/components/admin/DisclosureDocumentDetails#DisclosureDocumentDetails' } },
    },
    {
      type: 'row',
      fields: [
        { name: 'issuedOn', type: 'date', label: 'Issued on', admin: { date: dayOnly, width: '50%' } },
        {
          name: 'validUntil',
          type: 'date',
          label: 'Valid until',
          admin: {
            date: dayOnly,
            width: '50%',
            description: c.expires ? 'Leave empty only if this document does not expire.' : 'Usually does not expire: leave empty.',
          },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'attestedByManagement',
          type: 'select',
          label: 'Attested by (management)',
          // Postgres names an enum after its path, too long here (63 characters at most).
          enumName: `enum_md_${c.key.replace(/[A-Z]/g, (l) => `_${l.toLowerCase()}`)}_attested`,
          options: [
            { label: 'Chairman', value: 'chairman' },
            { label: 'Manager', value: 'manager' },
            { label: 'Secretary', value: 'secretary' },
          ],
          admin: { width: '50%' },
        },
        { name: 'attestedByPrincipal', type: 'checkbox', label: 'Attested by the principal', admin: { width: '50%' } },
      ],
    },
  ],
})

const resultRows = (name: string, className: string): Field => ({
  name,
  type: 'array',
  label: `Result class ${className}`,
  labels: { singular: 'Year', plural: 'Years' },
  maxRows: 5,
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'year', type: 'text', label: 'Year', required: true, admin: { placeholder: '2025-26' } },
        num('registered', 'No. of registered students', { required: true }),
        num('passed', 'No. of students passed', { required: true }),
        num('passPercentage', 'Pass percentage', { max: 100, admin: { description: 'Worked out from the two numbers if left empty.' } }),
      ],
    },
    { name: 'remarks', type: 'text', label: 'Remarks', localized: true },
  ],
})

/** CBSE Appendix IX, sections A–E, plus the annual report. */
const page = contentPage('mandatory-disclosure', 'Mandatory disclosure', [
  {
    name: 'completeness',
    type: 'ui',
    admin: { components: { Field: '@/components/admin/DisclosureCompleteness#DisclosureCompleteness' } },
  },
  {
    // The head's sign-off, and the link to give a new one (src/features/disclosure/signOff.ts).
    name: 'signOff',
    type: 'ui',
    admin: { components: { Field: '@/components/admin/DisclosureSignOffStatus#DisclosureSignOffStatus' } },
  },
  {
    type: 'tabs',
    tabs: [
      {
        label: sectionHeading('A'),
        fields: [
          {
            name: 'sectionA',
            type: 'group',
            label: sectionHeading('A'),
            fields: [
              text('A', 'schoolName', { localized: true }),
              {
                type: 'row',
                fields: [text('A', 'affiliationNumber', { admin: { width: '50%' } }), text('A', 'schoolCode', { admin: { width: '50%' } })],
              },
              { name: 'address', type: 'textarea', label: itemLabel('A', 'address'), localized: true },
              text('A', 'principalName', { localized: true }),
              text('A', 'principalQualification', { localized: true }),
              { name: 'email', type: 'email', label: itemLabel('A', 'email') },
              text('A', 'phone'),
            ],
          },
        ],
      },
      {
        label: sectionHeading('B'),
        description:
          'Upload copies self-attested by the chairman, manager or secretary and by the principal. Visitors see the dates; an expired document is marked as expired.',
        fields: [{ name: 'sectionB', type: 'group', label: sectionHeading('B'), fields: CERTIFICATES.map(certificate) }],
      },
      {
        label: sectionHeading('C'),
        fields: [
          {
            name: 'sectionC',
            type: 'group',
            label: sectionHeading('C'),
            fields: [
              pdf('feeStructureFile', { label: `1. ${itemLabel('C', 'feeStructure')} (PDF)` }),
              pdf('academicCalendarFile', { label: `2. ${itemLabel('C', 'academicCalendar')} (PDF)` }),
              pdf('smcFile', { label: `3. ${itemLabel('C', 'smc')} (PDF)` }),
              pdf('ptaFile', { label: `4. ${itemLabel('C', 'pta')} (PDF)` }),
              ...RESULT_CLASSES.map((r) => resultRows(r.key, r.className)),
            ],
          },
          {
            type: 'collapsible',
            label: 'Tables shown under items C1–C4 (optional; either a PDF or a table completes an item)',
            admin: { initCollapsed: true },
            fields: [
              table('feeStructure', itemLabel('C', 'feeStructure'), [
                { name: 'className', label: 'Class' },
                { name: 'tuitionFee', label: 'Tuition fee (per month)' },
                { name: 'annualCharges', label: 'Annual charges' },
              ]),
              table('calendar', itemLabel('C', 'academicCalendar'), [
                { name: 'period', label: 'Month / period' },
                { name: 'activity', label: 'Activity' },
              ]),
              people('managementCommittee', itemLabel('C', 'smc')),
              people('parentTeacherAssociation', itemLabel('C', 'pta')),
            ],
          },
        ],
      },
      {
        label: sectionHeading('D'),
        fields: [
          {
            name: 'sectionD',
            type: 'group',
            label: sectionHeading('D'),
            fields: [
              text('D', 'principal', { localized: true, admin: { description: "The principal's name and qualification." } }),
              {
                type: 'row',
                fields: [
                  num('teachersPGT', 'Total no. of teachers: PGT', { admin: { width: '33%' } }),
                  num('teachersTGT', 'TGT', { admin: { width: '33%' } }),
                  num('teachersPRT', 'PRT', { admin: { width: '33%' } }),
                ],
              },
              text('D', 'teacherSectionRatio', { admin: { placeholder: '1:1.5' } }),
              { name: 'specialEducator', type: 'textarea', label: itemLabel('D', 'specialEducator'), localized: true },
              { name: 'counsellor', type: 'textarea', label: itemLabel('D', 'counsellor'), localized: true },
            ],
          },
        ],
      },
      {
        label: sectionHeading('E'),
        fields: [
          {
            name: 'sectionE',
            type: 'group',
            label: sectionHeading('E'),
            fields: [
              num('campusArea', itemLabel('E', 'campusArea')),
              {
                type: 'row',
                fields: [
                  num('classroomCount', 'No. of class rooms', { admin: { width: '50%' } }),
                  num('classroomSize', 'Size of each class room (in sq mtr)', { admin: { width: '50%' } }),
                ],
              },
              {
                type: 'row',
                fields: [
                  num('labCount', 'No. of laboratories including computer labs', { admin: { width: '50%' } }),
                  num('labSize', 'Size of each laboratory (in sq mtr)', { admin: { width: '50%' } }),
                ],
              },
              {
                name: 'internet',
                type: 'select',
                label: itemLabel('E', 'internet'),
                options: [
                  { label: 'Y', value: 'yes' },
                  { label: 'N', value: 'no' },
                ],
              },
              {
                type: 'row',
                fields: [
                  num('girlsToilets', itemLabel('E', 'girlsToilets'), { admin: { width: '50%' } }),
                  num('boysToilets', itemLabel('E', 'boysToilets'), { admin: { width: '50%' } }),
                ],
              },
              {
                name: 'inspectionVideo',
                type: 'text',
                label: itemLabel('E', 'inspectionVideo'),
                validate: (v: unknown) =>
                  v == null ||
                  v === '' ||
                  /^https:\/\/(www\.)?(youtube\.com|youtu\.be)\//.test(String(v)) ||
                  'Enter a YouTube link (https://…).',
              },
            ],
          },
        ],
      },
      {
        label: 'Annual report',
        description: 'CBSE requires the annual report of each academic year on the website by 15 September.',
        fields: [
          {
            name: 'annualReports',
            type: 'array',
            label: 'Annual reports',
            labels: { singular: 'Annual report', plural: 'Annual reports' },
            fields: [
              {
                type: 'row',
                fields: [
                  {
                    name: 'year',
                    type: 'text',
                    label: 'Academic year',
                    required: true,
                    admin: { placeholder: '2025-26', width: '30%' },
                    validate: (v: unknown) => /^\d{4}-\d{2}$/.test(String(v ?? '')) || 'Write the academic year like 2025-26.',
                  },
                  pdf('file', { required: true, label: 'Annual report (PDF)', admin: { width: '70%' } }),
                ],
              },
            ],
          },
        ],
      },
      {
        label: 'Earlier tables',
        description:
          'The disclosure as it was kept before the Appendix IX form above (free tables). Kept so nothing is lost; the public page shows them under "Earlier published information" while they have rows. Empty them once the form above is filled in.',
        fields: [
          infoTable('generalInformation', 'General information'),
          documentList('documents', 'Documents and information'),
          documentList('academicDocuments', 'Academic documents'),
          oldResultsTable('resultsX', 'Class X results'),
          oldResultsTable('resultsXII', 'Class XII results'),
          infoTable('staff', 'Staff (teaching)'),
          infoTable('infrastructure', 'School infrastructure'),
        ],
      },
    ],
  },
])

export const MandatoryDisclosure: GlobalConfig = {
  ...page,
  hooks: { ...page.hooks, beforeChange: [dropRemovedDocumentsDetails, ...(page.hooks?.beforeChange ?? [])] },
}
