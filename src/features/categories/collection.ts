/**
 * The Payload side of categories: the small collection staff keep the list in, and the field
 * a content type's documents choose one with. src/collections adds both for every resource
 * that names a category collection, so a content type gets categories by one line in its
 * resource (src/resources).
 */
import type { CollectionBeforeValidateHook, CollectionConfig, RelationshipField } from 'payload'

import { anyone, staff } from '@/access'
import { CONTENT_GROUP, revalidates } from '@/collections/shared'
import { categorySlug } from './rules'

const slugFromLabel: CollectionBeforeValidateHook = ({ data, req }) => {
  if (!data) return data
  // The address form follows the English label, and stays when the label is translated.
  const english = !req.locale || req.locale === 'en' || req.locale === 'all'
  if (english && typeof data.label === 'string' && !data.slug) return { ...data, slug: categorySlug(data.label) }
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
        validate: (v: unknown) => (typeof v === 'string' && /^[a-z0-9](?:[a-z0-9-]{0,58}[a-z0-9])?$/.test(v)) || 'Use small letters, digits and -.',
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

/** `collections` with, for each content type that has categories, its list and its field. */
export function withCategories(collections: CollectionConfig[], categorised: { collection: string; category?: string }[]): CollectionConfig[] {
  const out = collections.map((c) => {
    const r = categorised.find((x) => x.collection === c.slug && x.category)
    return r?.category ? { ...c, fields: [...c.fields, categoryField(r.category)] } : c
  })
  for (const r of categorised) {
    const owner = collections.find((c) => c.slug === r.collection)
    if (!r.category || !owner) continue
    const singular = owner.labels?.singular
    out.splice(out.indexOf(out.find((c) => c.slug === r.collection)!) + 1, 0, categoriesCollection(r.category, typeof singular === 'string' ? singular.replace(/ item$/, '') : r.collection))
  }
  return out
}
