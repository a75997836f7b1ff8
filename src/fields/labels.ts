/**
 * Labels in one style across the admin: sentence case ("Date of issue", "Student full name"),
 * the style the project's own labels are written in. Payload labels a field that has none
 * from its name with every word capitalised ("Date Of Issue"); these give every such field,
 * list, tab, collection and global a sentence-case label instead. Labels are only words on
 * the screen: nothing in the database changes.
 */
import type { CollectionConfig, Field, GlobalConfig, Tab } from 'payload'

import { sentenceCase, singularOf } from '@/lib/admin'

function labelTab(tab: Tab): Tab {
  const named = 'name' in tab && tab.name && tab.label === undefined ? { label: sentenceCase(tab.name) } : {}
  return { ...tab, ...named, fields: labelFields(tab.fields) } as Tab
}

function labelField(field: Field): Field {
  const f = { ...field } as Field & { label?: unknown; labels?: unknown; name?: string; fields?: Field[] }
  if (f.type !== 'ui' && typeof f.name === 'string' && f.name && f.label === undefined) f.label = sentenceCase(f.name)
  if ((f.type === 'array' || f.type === 'blocks') && f.labels === undefined && typeof f.label === 'string') {
    f.labels = { singular: singularOf(f.label), plural: f.label }
  }
  if (f.type === 'tabs') return { ...f, tabs: f.tabs.map(labelTab) } as Field
  if (f.type === 'blocks') {
    return {
      ...f,
      blocks: f.blocks.map((b) => ({
        ...b,
        labels: b.labels ?? { singular: sentenceCase(b.slug), plural: sentenceCase(b.slug) },
        fields: labelFields(b.fields),
      })),
    } as Field
  }
  if ('fields' in f && Array.isArray(f.fields)) return { ...f, fields: labelFields(f.fields) } as Field
  return f as Field
}

export const labelFields = (fields: Field[]): Field[] => fields.map(labelField)

/** A collection with its unlabelled fields, lists and own name labelled in sentence case. */
export function sentenceCaseCollection(collection: CollectionConfig): CollectionConfig {
  const plural = sentenceCase(collection.slug)
  return {
    ...collection,
    labels: collection.labels ?? { singular: singularOf(plural), plural },
    fields: labelFields(collection.fields),
  }
}

/** A global with its unlabelled fields, lists and own name labelled in sentence case. */
export function sentenceCaseGlobal(global: GlobalConfig): GlobalConfig {
  return { ...global, label: global.label ?? sentenceCase(global.slug), fields: labelFields(global.fields) }
}
