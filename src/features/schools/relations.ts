/**
 * A document as read with every language (`locale: 'all'`, `depth: 0`), walked by its fields:
 * what it links to (relationships, uploads, and uploads or links inside rich text), so that a
 * school moved to another deployment (./move.ts) links its own new documents. Array and block
 * rows get new ids there too (theirs are the deployment's, not the document's).
 */
import type { Block, Field } from 'payload'

/** The new id of a linked document, or null when it was not moved (the link is dropped). */
export type Relink = (collection: string, id: unknown) => number | string | null

type Data = Record<string, unknown>

const isObject = (v: unknown): v is Data => typeof v === 'object' && v !== null && !Array.isArray(v)

/** The collections a field list can link to (for the order documents are made in). */
export function linkedCollections(fields: readonly Field[], found = new Set<string>()): Set<string> {
  for (const f of fields) {
    if (f.type === 'relationship' || f.type === 'upload') for (const to of ([] as string[]).concat(f.relationTo)) found.add(to)
    if ('fields' in f && Array.isArray(f.fields)) linkedCollections(f.fields, found)
    if (f.type === 'tabs') for (const t of f.tabs) linkedCollections(t.fields, found)
    if (f.type === 'blocks') for (const b of f.blocks) linkedCollections(b.fields, found)
  }
  return found
}

/**
 * Rewrites `data` in place: each link through `relink`, each array and block row a new id from
 * `newId`. `localizedParent`: the fields sit inside a field that is kept per language already.
 */
export function relinkFields(fields: readonly Field[], data: Data, relink: Relink, newId: () => string, localizedParent = false): void {
  for (const f of fields) {
    if (f.type === 'tabs') {
      for (const tab of f.tabs) {
        if ('name' in tab && tab.name) {
          const inside = localizedParent || Boolean(tab.localized)
          perLanguage(Boolean(tab.localized), localizedParent, data, tab.name, (v) => {
            if (isObject(v)) relinkFields(tab.fields, v, relink, newId, inside)
            return v
          })
        } else relinkFields(tab.fields, data, relink, newId, localizedParent)
      }
      continue
    }
    if (!('name' in f) || !f.name) {
      if ('fields' in f && Array.isArray(f.fields)) relinkFields(f.fields, data, relink, newId, localizedParent)
      continue
    }
    if (f.type === 'join' || ('virtual' in f && f.virtual)) {
      delete data[f.name]
      continue
    }
    const localized = 'localized' in f && Boolean(f.localized)
    const inside = localizedParent || localized
    perLanguage(localized, localizedParent, data, f.name, (value) => {
      switch (f.type) {
        case 'relationship':
        case 'upload':
          return relinked(f.relationTo, value, relink)
        case 'array':
          if (Array.isArray(value))
            for (const row of value) {
              if (!isObject(row)) continue
              row.id = newId()
              relinkFields(f.fields, row, relink, newId, inside)
            }
          return value
        case 'blocks':
          if (Array.isArray(value))
            for (const row of value) {
              if (!isObject(row)) continue
              row.id = newId()
              const block = (f.blocks as Block[]).find((b) => b.slug === row.blockType)
              if (block) relinkFields(block.fields, row, relink, newId, inside)
            }
          return value
        case 'group':
          if (isObject(value)) relinkFields(f.fields, value, relink, newId, inside)
          return value
        case 'richText':
          return relinkRichText(value, relink)
        default:
          return value
      }
    })
  }
}

/** A field's value, or each language's when the field is kept per language (and not inside one that is). */
function perLanguage(localized: boolean, localizedParent: boolean, data: Data, name: string, map: (value: unknown) => unknown) {
  if (!(name in data)) return
  const value = data[name]
  if (localized && !localizedParent && isObject(value)) {
    for (const [locale, v] of Object.entries(value)) value[locale] = map(v)
  } else data[name] = map(value)
}

const idOf = (v: unknown) => (isObject(v) && 'id' in v ? v.id : v)

function relinked(relationTo: string | string[], value: unknown, relink: Relink): unknown {
  const one = (v: unknown): unknown => {
    if (v === null || v === undefined) return v
    if (Array.isArray(relationTo)) {
      if (!isObject(v) || typeof v.relationTo !== 'string') return null
      const id = relink(v.relationTo, idOf(v.value))
      return id === null ? null : { relationTo: v.relationTo, value: id }
    }
    return relink(relationTo, idOf(v))
  }
  if (Array.isArray(value)) return value.map(one).filter((v) => v !== null)
  return one(value)
}

/** Uploads, relationships and internal links inside Lexical's JSON. */
function relinkRichText(value: unknown, relink: Relink): unknown {
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk)
    if (!isObject(node)) return
    if ((node.type === 'upload' || node.type === 'relationship') && typeof node.relationTo === 'string') node.value = relink(node.relationTo, idOf(node.value))
    const doc = isObject(node.fields) ? node.fields.doc : undefined
    if (isObject(doc) && typeof doc.relationTo === 'string') doc.value = relink(doc.relationTo, idOf(doc.value))
    for (const child of Object.values(node)) if (typeof child === 'object') walk(child)
  }
  walk(value)
  return value
}
