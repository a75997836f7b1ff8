import type { CollectionConfig } from 'payload'

import { importRun } from '@/fields'
import { updatedBy } from '@/hooks/history'
import { POLICY_PAGES } from '@/lib/policies'
import { CONTENT_GROUP, publishable, revalidates } from '@/content/shared'
import { contentType } from '@/content/facts'
import { isPolicySlug, policyPath } from '@/lib/policies'

/**
 * The policy pages GIGW 3.0 asks for (privacy, terms of use, copyright, hyperlinking,
 * accessibility statement): one document each, at the fixed address its `slug` names
 * (lib/policies), linked from every page's footer.
 */
export const PolicyPages: CollectionConfig = contentType(
  {
    slug: 'policy-pages',
    labels: { singular: 'Policy page', plural: 'Policy pages' },
    ...publishable,
    defaultSort: 'slug',
    admin: {
      useAsTitle: 'title',
      defaultColumns: ['title', 'slug', 'updatedAt', '_status'],
      group: CONTENT_GROUP,
      description: 'The policies linked from the footer of every page. Each page has a fixed address; edit its title and text here.',
    },
    hooks: revalidates,
    fields: [
      { name: 'title', type: 'text', required: true, maxLength: 200, localized: true },
      {
        name: 'slug',
        label: 'Page',
        type: 'select',
        required: true,
        unique: true,
        index: true,
        options: POLICY_PAGES.map((p) => ({ value: p.slug, label: `${p.label} (/${p.slug})` })),
        admin: { position: 'sidebar', description: 'Which address this policy shows at.' },
      },
      { name: 'body', label: 'Text', type: 'richText', required: true, localized: true },
      importRun,
      updatedBy,
    ],
  },
  { shown: true, translated: true, search: 'page', path: (doc) => (isPolicySlug(doc.slug) ? policyPath(doc.slug) : null) },
)
