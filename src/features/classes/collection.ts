/**
 * The Payload side of classes (./rules.ts): the list a school keeps (Content → Classes), and
 * the `classes` field of the content types whose notice facts say they may concern some
 * classes only (`byClass`, src/content/facts): emergency alerts, circulars, news and events.
 * Empty means the whole school. The tenancy plugin keeps both per school, and refuses a class
 * of another school (src/tenancy/relations.ts).
 */
import type { CollectionConfig, RelationshipField } from 'payload'

import { anyone, staff } from '@/access'
import { CONTENT_GROUP, revalidates } from '@/content/shared'
import { factsOf } from '@/content/facts'
import { CLASS_NAME, MAX_CLASSES } from './rules'

export const CLASSES = 'classes'

export const Classes: CollectionConfig = {
  slug: CLASSES,
  labels: { singular: 'Class', plural: 'Classes' },
  // Names are not personal: the Get notices page lists them, and items show theirs.
  access: { read: anyone, create: staff, update: staff, delete: staff },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'order'],
    group: CONTENT_GROUP,
    description:
      'The classes parents can choose on the Get notices page (e.g. VI-A). An alert, circular, news item or event for some classes reaches only their parents; one for no class reaches everyone.',
  },
  defaultSort: ['order', 'name'],
  hooks: revalidates,
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      unique: true,
      maxLength: 30,
      admin: { description: 'As parents know it, e.g. VI-A or XI Science.' },
      validate: (v: unknown) => (typeof v === 'string' && CLASS_NAME.test(v.trim())) || 'Use letters, digits, spaces and - / . ( ), at most 30.',
    },
    { name: 'order', type: 'number', defaultValue: 0, index: true, admin: { description: 'Lower numbers come first in the lists parents see.' } },
  ],
}

/** The field an item names its classes with (a subscription's too: src/features/notices/collections). */
export const classesField = (description: string): RelationshipField => ({
  name: 'classes',
  type: 'relationship',
  relationTo: CLASSES,
  hasMany: true,
  maxRows: MAX_CLASSES,
  admin: { position: 'sidebar', description },
})

/** Adds the `classes` field to the collections whose notice facts say `byClass`. */
export function withClasses(collection: CollectionConfig): CollectionConfig {
  if (!factsOf(collection).notice?.byClass) return collection
  return {
    ...collection,
    fields: [...collection.fields, classesField('Leave empty for the whole school. With classes chosen, only their parents get the notice; the item shows them.')],
  }
}
