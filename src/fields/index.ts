/** Field builders shared by collections and globals, so a table or an attachment list
 * looks and behaves the same wherever an editor meets it. */
import type { ArrayField, CollapsibleField, DateField, Field, TextField, UploadField } from 'payload'

import { isAdmin, type Role } from '@/access/roles'
import { DATE_TIME_FORMAT, SCHEDULE_STEP_MINUTES } from '@/lib/schedule'

/** How the admin writes a day: "9 Jan 1978" (always with the year). */
export const DAY_FORMAT = 'd MMM yyyy'

/** A date picker for a day (no time), showing the year. */
export const dayOnly: NonNullable<NonNullable<DateField['admin']>['date']> = { pickerAppearance: 'dayOnly', displayFormat: DAY_FORMAT }

/**
 * A date picker for a day and a time, in the admin's one date-time format ("9 Jan 2026, 4:30 PM",
 * payload.config `admin.dateFormat`), listing every quarter hour; any other minute can be typed.
 */
export const dayAndTime: NonNullable<NonNullable<DateField['admin']>['date']> = {
  pickerAppearance: 'dayAndTime',
  displayFormat: DATE_TIME_FORMAT,
  timeIntervals: SCHEDULE_STEP_MINUTES,
}

/**
 * Fields only an administrator or the web developer needs (ids kept from the old system,
 * codes other systems rely on), folded away under "Advanced" at the bottom of the form and
 * shown to administrators only. A collapsible only arranges the form: the fields keep their
 * own columns, so wrapping them changes nothing in the database.
 */
export function advanced(...fields: Field[]): CollapsibleField {
  return {
    type: 'collapsible',
    label: 'Advanced',
    fields,
    admin: {
      initCollapsed: true,
      description: 'For administrators: records kept for links and other systems. Usually left alone.',
      // Hidden from editors. With no user (seed, import, tests through the local API) the fields
      // count as shown, so the server still validates them: a hidden field is not validated.
      condition: (_data, _siblingData, { user }) => !user || isAdmin(user as { role?: Role | null }),
    },
  }
}

/** A list of uploaded files (images or PDFs); the first one is the one linked. */
export function attachments(
  name = 'attachments',
  relationTo: ('documents' | 'images')[] = ['documents', 'images'],
  overrides: Partial<UploadField> = {},
): Field {
  return {
    name,
    type: 'upload',
    // One collection: a plain list of ids. Several: each item says which collection it is in.
    relationTo: relationTo.length === 1 ? relationTo[0] : relationTo,
    hasMany: true,
    ...overrides,
    admin: {
      description: 'The first file is the one visitors open.',
      // Payload's own "Create new" offers only the first collection's file types (PDFs); this
      // box offers a photo or a PDF and files each in its own collection (components/admin).
      ...(relationTo.length > 1 ? { components: { Field: '@/components/admin/AttachmentsField#AttachmentsField' } } : {}),
      ...overrides.admin,
    },
  } as Field
}

/** One uploaded image. */
export function image(name: string, overrides: Partial<UploadField> = {}): Field {
  return { name, type: 'upload', relationTo: 'images', ...overrides } as Field
}

/** One uploaded PDF. */
export function pdf(name: string, overrides: Partial<UploadField> = {}): Field {
  return { name, type: 'upload', relationTo: 'documents', ...overrides } as Field
}

/**
 * A row's heading or label that is part of a page's structure, not its content ("Classes I–V",
 * "Shirt", a section's heading): copied, with its row, into a new school's outline of the page
 * (`school:add --from`, src/features/schools/outline). Everything not marked stays behind.
 */
export const outlined = <F extends Field>(field: F): F => ({ ...field, custom: { ...field.custom, outline: true } })

/** Whether a field is marked with `outlined`. */
export const isOutlined = (field: Field): boolean => Boolean((field.custom as { outline?: boolean } | undefined)?.outline)

export type Column = { name: string; label: string; required?: boolean; textarea?: boolean; outline?: boolean }

/**
 * A table an editor can grow, shrink, reorder and change: one row per array item, one
 * text field per column.
 */
export function table(name: string, label: string, columns: Column[], overrides: Partial<ArrayField> = {}): ArrayField {
  return {
    name,
    label,
    type: 'array',
    labels: { singular: 'Row', plural: 'Rows' },
    fields: [
      {
        type: 'row',
        fields: columns.map((c): Field => {
          const field = { name: c.name, label: c.label, type: c.textarea ? 'textarea' : 'text', required: c.required ?? true } as TextField
          return c.outline ? outlined(field) : field
        }),
      },
    ],
    ...overrides,
  }
}

/** A plain list of sentences (rules, notes), each editable and reorderable. */
export function textList(name: string, label: string, itemLabel = 'Text'): ArrayField {
  return {
    name,
    label,
    type: 'array',
    fields: [{ name: 'text', label: itemLabel, type: 'textarea', required: true }],
  }
}

/** A named list of people (committees, associations). */
export function people(name: string, label: string): ArrayField {
  return table(name, label, [
    { name: 'name', label: 'Name' },
    { name: 'designation', label: 'Designation / role' },
  ])
}

/**
 * The id a record had in the school's previous system (the old API's `_id`). Set by
 * `npm run content:import`; kept so links shared before the move, like
 * `/sub-gallery?id=<old id>`, keep working.
 */
const legacyIdField: TextField = {
  name: 'legacyId',
  label: 'Record number on the old website',
  type: 'text',
  unique: true,
  index: true,
  admin: { readOnly: true, description: 'Kept when the content was moved from the old website, so links to it keep working.' },
}

/** The old id, under "Advanced" (administrators only). */
export const legacyId: CollapsibleField = advanced(legacyIdField)

/**
 * Marks a record written by a content import that has not finished yet (the import's run
 * id). Visitors never see such records; the import clears the mark in its last, short
 * transaction, or removes the records if it was interrupted (content/staging). Any save
 * other than the import's own clears it too.
 */
export const importRun: TextField = {
  name: 'importRun',
  type: 'text',
  index: true,
  admin: { hidden: true, disableListColumn: true, disableListFilter: true },
  hooks: { beforeChange: [({ value, req }) => (req.context?.importRun && value === req.context.importRun ? value : null)] },
}

/** The name of `publicOnItsOwn` (src/data/filesInUse reads it). */
export const PUBLIC_ON_ITS_OWN = 'publicOnItsOwn'

/**
 * An image's or a PDF's "Public on its own": a file shows on the site only while something
 * published uses it (src/data/filesInUse); ticked, anyone may open it at its address anyway.
 */
export const publicOnItsOwn: Field = {
  name: PUBLIC_ON_ITS_OWN,
  label: 'Public on its own',
  type: 'checkbox',
  defaultValue: false,
  admin: {
    position: 'sidebar',
    description:
      'Usually left unticked: the file then shows on the website only while something published uses it (a news item, a circular, a page), so a file added to a draft stays private until the draft is published. Tick it only for a file that must open from its own link with nothing on the site using it, such as a prospectus linked from another website.',
  },
}
