/**
 * Achievements: awards the school won, each with its level. A type with a listing of its own
 * (src/content/facts): its list at /achievements, a page per award, the public API at
 * /api/achievement/{school} (./resource.ts), search, the sitemap, the news feed and parents'
 * notices (a topic of their own, to subscribe to) all follow from the facts below. Labels
 * carry their Hindi for the Hindi pages.
 */
import type { CollectionConfig } from 'payload'

import { dayOnly, image, importRun, legacyId } from '@/fields'
import { updatedBy } from '@/hooks/history'
import { CONTENT_GROUP, publishable, revalidates } from '@/content/shared'
import { contentType, textOf } from '@/content/facts'

export const Achievements: CollectionConfig = contentType(
  {
    slug: 'achievements',
    labels: { singular: { en: 'Achievement', hi: 'उपलब्धि' }, plural: { en: 'Achievements', hi: 'उपलब्धियाँ' } },
    ...publishable,
    defaultSort: '-date',
    admin: { useAsTitle: 'title', defaultColumns: ['title', 'date', 'level', '_status'], group: CONTENT_GROUP },
    hooks: revalidates,
    fields: [
      { name: 'title', label: { en: 'Title', hi: 'शीर्षक' }, type: 'text', required: true, maxLength: 200 },
      {
        type: 'row',
        fields: [
          { name: 'date', label: { en: 'Date', hi: 'तिथि' }, type: 'date', required: true, index: true, admin: { date: dayOnly } },
          {
            name: 'level',
            label: { en: 'Level', hi: 'स्तर' },
            type: 'select',
            required: true,
            options: [
              { value: 'district', label: { en: 'District', hi: 'ज़िला' } },
              { value: 'state', label: { en: 'State', hi: 'राज्य' } },
              { value: 'national', label: { en: 'National', hi: 'राष्ट्रीय' } },
            ],
          },
        ],
      },
      image('photo', { label: { en: 'Photo', hi: 'फ़ोटो' } }),
      { name: 'description', label: { en: 'Description', hi: 'विवरण' }, type: 'textarea', required: true },
      legacyId,
      importRun,
      updatedBy,
    ],
  },
  {
    shown: true,
    translated: true,
    listing: { section: 'achievements', date: 'date', text: 'description', photo: 'photo', details: ['level'], inNewsFeed: true, menu: 'Achievements' },
    // A topic of its own, named by the labels above: "Achievements", "उपलब्धियाँ".
    notice: { topic: 'achievements', summary: (doc) => textOf(doc.description) },
  },
)
