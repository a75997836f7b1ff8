import type { Field, GlobalAfterChangeHook, GlobalConfig } from 'payload'

import { admins, anyone } from '@/access'
import { brandColourProblem, DEFAULT_BRAND_COLOUR } from '@/lib/brandColour'
import { dayOnly, image, table } from '@/fields'
import { expiredBy, FILES_TAG } from '@/data/cacheTags'
import { forSchoolOf } from '@/tenancy'
import { expireTags } from '@/hooks/revalidate'
import { forgetConsentState } from '@/features/consent/access'
import { indexDocuments } from '@/features/search/indexer'
import { templateProblem, TEMPLATE_VARS } from '@/features/notices/channels/sms/sms'
import { alertResendTab } from '@/features/notices/resendSetting'

const MONTHS = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
].map((m) => ({ label: m, value: m }))

/**
 * Turning "Require consent" on or off can hide or show children on any page of the school:
 * its public reads expire (they all carry the files tag), and its toppers are indexed for
 * search again.
 */
const consentSwitchChanged: GlobalAfterChangeHook = async ({ doc, previousDoc, req }) => {
  if (Boolean(doc.requireConsent) === Boolean(previousDoc?.requireConsent)) return doc
  forgetConsentState(req)
  const school = await forSchoolOf(req, doc)
  if (!school) return doc
  const { docs } = await school.find({
    collection: 'toppers',
    select: { updatedAt: true },
    depth: 0,
    limit: 0,
    pagination: false,
    trash: true,
  })
  await indexDocuments(
    req.payload,
    'toppers',
    docs.map((d) => d.id),
    req,
  )
  await expireTags(expiredBy(FILES_TAG, school.schoolId), req)
  return doc
}

/** A DLT template as the school registered it, checked for the variables the site fills (src/features/notices/channels/sms/sms). */
const registeredTemplate = (name: keyof typeof TEMPLATE_VARS, label: string, description: string): Field => ({
  name,
  label,
  type: 'textarea',
  maxLength: 500,
  validate: (v: unknown) => templateProblem(v, TEMPLATE_VARS[name]),
  admin: { description },
})

/** Everything the header, footer and contact pages say about the school. */
export const SchoolProfile: GlobalConfig = {
  slug: 'school-profile',
  label: 'School profile',
  access: { read: anyone, update: admins },
  admin: { group: 'Administration' },
  hooks: { afterChange: [consentSwitchChanged] },
  // Read as the school record's name while the school has not written its own (src/tenancy/pages).
  custom: { fromSchool: { name: 'name' } },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Identity',
          fields: [
            { name: 'name', type: 'text', required: true },
            { name: 'shortName', type: 'text', admin: { description: 'Used where space is tight.' } },
            { name: 'affiliation', type: 'text', admin: { description: 'e.g. Affiliated to CBSE, New Delhi' } },
            { name: 'affiliationNumber', type: 'text' },
            { name: 'tagline', type: 'text' },
            image('logo'),
            {
              name: 'brandColour',
              label: 'Brand colour',
              type: 'text',
              admin: {
                description: `Headings, links, buttons and the menu bar, written as # and six digits or letters, e.g. ${DEFAULT_BRAND_COLOUR}. It must be dark enough to read on every page colour. Left empty: ${DEFAULT_BRAND_COLOUR}.`,
              },
              validate: (value: string | null | undefined) => (value ? (brandColourProblem(value) ?? true) : true),
            },
            {
              type: 'row',
              fields: [
                { name: 'foundedOn', label: 'Founded on', type: 'date', admin: { date: dayOnly } },
                { name: 'firstRollStrength', label: 'Students on the first day', type: 'number', min: 0 },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'sessionStartMonth', type: 'select', options: MONTHS, defaultValue: 'April' },
                { name: 'sessionEndMonth', type: 'select', options: MONTHS, defaultValue: 'March' },
              ],
            },
          ],
        },
        {
          label: 'Figures',
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'studentCount', type: 'number', min: 0 },
                { name: 'teacherCount', type: 'number', min: 0 },
                { name: 'adminStaffCount', label: 'Administrative staff', type: 'number', min: 0 },
                { name: 'supportStaffCount', label: 'Supporting staff', type: 'number', min: 0 },
              ],
            },
            table('houses', 'Houses', [
              { name: 'name', label: 'House' },
              { name: 'colour', label: 'Colour' },
            ]),
          ],
        },
        {
          label: 'Contacts',
          fields: [
            table(
              'emails',
              'E-mail addresses',
              [
                { name: 'label', label: 'Label' },
                { name: 'email', label: 'E-mail' },
              ],
              {
                admin: {
                  description:
                    'Security reports about the website go to the address labelled "Security" or "Website" (else the first one): it is published in /.well-known/security.txt.',
                },
              },
            ),
            table('phones', 'Phone numbers', [
              { name: 'label', label: 'Label' },
              { name: 'number', label: 'Number' },
            ]),
            { name: 'address', type: 'textarea', required: true },
            { name: 'extendedCampusAddress', type: 'textarea' },
            {
              name: 'mapEmbedUrl',
              label: 'Map on the contact page',
              type: 'text',
              admin: {
                description:
                  'In Google Maps: Share → Embed a map → Copy HTML, then paste here only the web address inside src="…" (it starts with https://).',
              },
            },
            table('socialLinks', 'Social links', [
              { name: 'platform', label: 'Platform (e.g. Facebook)' },
              { name: 'url', label: 'Web address' },
            ]),
          ],
        },
        {
          label: 'Portals & help desk',
          fields: [
            { name: 'erpPortalUrl', label: 'School ERP / management portal web address', type: 'text' },
            { name: 'parentPortalUrl', label: 'Parent portal web address', type: 'text' },
            { name: 'erpVendor', label: 'ERP vendor name', type: 'text' },
            {
              name: 'helpDesk',
              type: 'group',
              fields: [
                { name: 'email', type: 'email' },
                { name: 'hours', type: 'text', admin: { description: 'e.g. 8:00 AM to 8:00 PM' } },
              ],
            },
            { name: 'copyright', type: 'text', admin: { description: 'Footer line; {year} is replaced by the current year.' } },
          ],
        },
        {
          label: 'SMS notices',
          description:
            'Notices by SMS to parents who ask for them on the "Get notices" page. India’s DLT rules allow only texts the school registered, so SMS stays off until every field here is filled with the school’s DLT registration (and the site’s SMS gateway is set up by whoever runs the site).',
          fields: [
            {
              name: 'sms',
              type: 'group',
              label: false,
              fields: [
                { name: 'senderId', label: 'Sender ID (header)', type: 'text', maxLength: 6, admin: { description: 'The six letters SMS come from, as registered, e.g. KSRSCH.' } },
                { name: 'entityId', label: 'Principal entity ID', type: 'text', maxLength: 30 },
                { name: 'noticeTemplateId', label: 'Notice template ID', type: 'text', maxLength: 30 },
                registeredTemplate(
                  'noticeTemplate',
                  'Notice template, as registered',
                  'Its {#var#} is the notice’s title (cut to 30 characters), its {#url#} the link to it (whitelist the site’s domain with DLT). E.g. "KSR School notice: {#var#}. Read: {#url#}"',
                ),
                { name: 'codeTemplateId', label: 'Confirmation code template ID', type: 'text', maxLength: 30 },
                registeredTemplate('codeTemplate', 'Confirmation code template, as registered', 'Its {#var#} is the six-digit code. E.g. "{#var#} is your code to get notices from KSR School by SMS."'),
              ],
            },
          ],
        },
        alertResendTab,
        {
          label: 'Children’s privacy',
          fields: [
            {
              name: 'requireConsent',
              label: 'Require consent before a child’s photo or name is published',
              type: 'checkbox',
              defaultValue: false,
              admin: {
                description:
                  'When ticked, a topper, or a photo marked "Shows identifiable children", cannot be published without a parent’s consent record (Consent records), and those already on the site without one are hidden at once.',
              },
            },
          ],
        },
      ],
    },
  ],
}
