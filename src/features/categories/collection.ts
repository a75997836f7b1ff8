/**
 * The Payload side of categories: the small collection staff keep the list in, and the field
 * a content type's documents choose one with. src/content adds both for every resource
 * that names a category collection, so a content type gets categories by one line in its
 * resource (src/content/<type>/resource.ts).
 */
import type { CollectionBeforeValidateHook, CollectionConfig, RelationshipField } from 'payload'

import { anyone, staff } from '@/access'
import { CONTENT_GROUP, revalidates } from '@/content/shared'
import { ADDRESS_FORM, addressForm } from '@/lib/slug'

const slugFromLabel: CollectionBeforeValidateHook = ({ data, req }) => {
  if (!data) return data
  // The address form follows the English label, and stays when the label is translated.
  const english = !req.locale || req.locale === 'en' || req.locale === 'all'
  if (english && typeof data.label === 'string' && !data.slug) return { ...data, slug: addressForm(data.label) }
  return data
}

/** The list of categories of one content type, e.g. `news-categories` for news items. */
export function categoriesCollection(slug: string, of: string): CollectionConfig {
  return {
    slug,
    labels: { singular: `${of} category`, plural: `${of} categories` },
    access: { read: anyone, create: staff, update: staff, delete: staff },
    admin: {
      useAsTitle: 'label',
      defaultColumns: ['label', 'slug'],
      group: CONTENT_GROUP,
      description: `The list staff choose a ${of.toLowerCase()} item's category from. Visitors filter by it and see it on each item.`,
    },
    defaultSort: 'label',
    hooks: { ...revalidates, beforeValidate: [slugFromLabel] },
    fields: [
      { name: 'label', type: 'text', required: true, maxLength: 60, localized: true },
      {
        name: 'slug',
        label: 'Address form',
        type: 'text',
        required: true,
        unique: true,
        index: true,
        maxLength: 60,
        validate: (v: unknown) => (typeof v === 'string' && ADDRESS_FORM.test(v)) || 'Use small letters, digits and -.',
        admin: { description: 'Made from the English label; it appears in the filter’s address (?category=…).' },
      },
    ],
  }
}

/** The field a document chooses its category with. */
export const categoryField = (relationTo: string): RelationshipField =>
  ({
    name: 'category',
    type: 'relationship',
    relationTo,
    index: true,
    admin: { position: 'sidebar', description: 'Chosen from the list under Content; visitors can filter by it.' },
  }) as RelationshipField

/** `collections` with, for each content type that has categories, its field and (right after it) its list. */
export function withCategories(collections: CollectionConfig[], categorised: { collection: string; category?: string }[]): CollectionConfig[] {
  return collections.flatMap((c) => {
    const list = categorised.find((r) => r.collection === c.slug)?.category
    if (!list) return [c]
    const singular = typeof c.labels?.singular === 'string' ? c.labels.singular.replace(/ item$/, '') : c.slug
    return [{ ...c, fields: [...c.fields, categoryField(list)] }, categoriesCollection(list, singular)]
  })
}
