/** Field builders shared by collections and globals, so a table or an attachment list
 * looks and behaves the same wherever an editor meets it. */
import type { ArrayField, Field, TextField, UploadField } from 'payload'

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
    admin: { description: 'The first file is the one visitors open.' },
    ...overrides,
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

export type Column = { name: string; label: string; required?: boolean; textarea?: boolean }

/**
 * A table an editor can grow, shrink, reorder and change: one row per array item, one
 * text field per column.
 */
export function table(
  name: string,
  label: string,
  columns: Column[],
  overrides: Partial<ArrayField> = {},
): ArrayField {
  return {
    name,
    label,
    type: 'array',
    labels: { singular: 'Row', plural: 'Rows' },
    fields: [
      {
        type: 'row',
        fields: columns.map(
          (c): Field =>
            ({
              name: c.name,
              label: c.label,
              type: c.textarea ? 'textarea' : 'text',
              required: c.required ?? true,
            }) as TextField,
        ),
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
export const legacyId: TextField = {
  name: 'legacyId',
  label: 'Id in the previous system',
  type: 'text',
  unique: true,
  index: true,
  admin: { position: 'sidebar', readOnly: true, description: 'Kept from an import so old links keep working.' },
}

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
