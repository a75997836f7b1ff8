/**
 * `school:add --from CODE`: a new school starts from another school's structure, never its
 * content.
 * - **Its pages' outlines**: each page whose lists have rows with headings or labels marked as
 *   structure (`outlined` in src/fields: a syllabus section's heading, a timings row's "Classes
 *   I–V", a uniform item…) gets those rows with those words, in each language they have, and
 *   everything else empty. The copy is an outline (`outline` on the page, globals/shared):
 *   visitors read the page as not written (lib/visibility), so the new school's menu still leads
 *   to no empty page, until its staff fill it in and save it in English.
 * - **Its category lists** (News categories…): the labels in each language and address forms.
 * Pages with no such rows (About, the principal's message, the disclosure…), the profile, files,
 * photos, people, news, events and every other item stay behind.
 */
import { randomBytes } from 'node:crypto'

import type { CollectionSlug, Field, Payload, PayloadRequest } from 'payload'

import { RESOURCES } from '@/content/resources'
import { isOutlined } from '@/fields'
import { LOCALES } from '@/lib/i18n/locales'
import { OUTLINE_FIELD } from '@/lib/visibility'
import { forSchool, isPage, type School } from '@/tenancy'

type Data = Record<string, unknown>

/** An empty rich text: the editor's root with nothing in it. */
const EMPTY_RICH_TEXT = { root: { type: 'root', children: [], direction: null, format: '', indent: 0, version: 1 } }

const isLocalized = (f: Field) => 'localized' in f && Boolean(f.localized)
const present = (v: unknown) => v !== undefined && v !== null && v !== ''

/** The languages a stored value has (a translated field's value as read with `locale: 'all'`). */
const languagesOf = (f: Field, value: unknown): string[] =>
  isLocalized(f) && value && typeof value === 'object' ? Object.keys(value).filter((l) => present((value as Data)[l])) : present(value) ? [LOCALES[0]] : []

/**
 * A required field left empty, as the database stores it: '' for words, an empty rich text, in
 * each language of the row (staff fill them in; the admin asks for them on save).
 */
function blank(f: Field, languages: string[]): unknown {
  if (!('required' in f) || !f.required) return undefined
  const empty = f.type === 'text' || f.type === 'textarea' ? '' : f.type === 'richText' ? EMPTY_RICH_TEXT : undefined
  if (empty === undefined) return undefined
  return isLocalized(f) ? Object.fromEntries(languages.map((l) => [l, structuredClone(empty)])) : structuredClone(empty)
}

type Outline = { data: Data; languages: Set<string> }

/** The outline of `data` under `fields`: the rows of its lists that carry marked words, with only those words (and lists within them). */
function outlineOf(fields: Field[], data: Data): Outline {
  const out: Outline = { data: {}, languages: new Set() }
  const take = (inner: Outline) => {
    Object.assign(out.data, inner.data)
    for (const l of inner.languages) out.languages.add(l)
  }
  for (const f of fields) {
    if (f.type === 'tabs') {
      for (const tab of f.tabs) {
        if (!('name' in tab) || !tab.name) take(outlineOf(tab.fields, data))
        else take(named(tab.name, outlineOf(tab.fields, (data[tab.name] as Data | undefined) ?? {})))
      }
      continue
    }
    if (!('name' in f)) {
      if ('fields' in f) take(outlineOf(f.fields, data))
      continue
    }
    const value = data[f.name]
    if (f.type === 'group') take(named(f.name, outlineOf(f.fields, (value as Data | undefined) ?? {})))
    else if (f.type === 'array' && Array.isArray(value)) {
      const rows = (value as Data[]).map((row) => outlineOf(f.fields, row)).filter((row) => Object.keys(row.data).length)
      if (!rows.length) continue
      out.data[f.name] = rows.map((row) => ({ ...fill(f.fields, row.data, [...row.languages]), id: randomBytes(12).toString('hex') }))
      for (const row of rows) for (const l of row.languages) out.languages.add(l)
    } else if (isOutlined(f) && present(value)) {
      out.data[f.name] = value
      for (const l of languagesOf(f, value)) out.languages.add(l)
    }
  }
  return out
}

const named = (name: string, inner: Outline): Outline => (Object.keys(inner.data).length ? { data: { [name]: inner.data }, languages: inner.languages } : inner)

/** `row` with its required words left empty in its languages (at every level of unnamed rows and groups). */
function fill(fields: Field[], row: Data, languages: string[]): Data {
  const out = { ...row }
  for (const f of fields) {
    if (!('name' in f)) {
      if ('fields' in f) Object.assign(out, fill(f.fields, out, languages))
      continue
    }
    if (out[f.name] !== undefined) continue
    const empty = blank(f, languages)
    if (empty !== undefined) out[f.name] = empty
  }
  return out
}

/** The page collections an outline is made for. */
const pagesOf = (payload: Payload): CollectionSlug[] =>
  Object.values(payload.collections)
    .map((c) => c.config)
    .filter((c) => isPage(c) && c.fields.some((f) => 'name' in f && f.name === OUTLINE_FIELD))
    .map((c) => c.slug as CollectionSlug)

const categoryLists = (): CollectionSlug[] => [...new Set(RESOURCES.flatMap((r) => (r.category ? [r.category] : [])))] as CollectionSlug[]

export type Copied = { pages: string[]; categories: number }

/**
 * Gives `to` (a school just added, with nothing of its own yet) the outlines of `from`'s pages
 * and `from`'s category lists. Written as stored (the gate's adapter calls: an outline's empty
 * required words are the staff's to fill, not a save's to refuse), in one transaction.
 */
export async function copyStructure(payload: Payload, from: School, to: School, req: Partial<PayloadRequest>): Promise<Copied> {
  const source = forSchool(payload, from, req)
  const target = forSchool(payload, to, req)
  const copied: Copied = { pages: [], categories: 0 }
  for (const slug of pagesOf(payload)) {
    const config = payload.collections[slug].config
    const { docs } = await source.find({ collection: slug, depth: 0, locale: 'all', limit: 1, pagination: false } as never)
    const page = docs[0] as Data | undefined
    if (!page) continue
    const outline = outlineOf(config.fields, page)
    if (!Object.keys(outline.data).length) continue
    const data = { ...fill(config.fields, outline.data, [...outline.languages]), [OUTLINE_FIELD]: true }
    await target.db.create({ collection: slug, data, req } as never)
    copied.pages.push(typeof config.labels.singular === 'string' ? config.labels.singular : slug)
  }
  for (const slug of categoryLists()) {
    const { docs } = await source.find({ collection: slug, depth: 0, locale: 'all', pagination: false, sort: 'id' } as never)
    for (const doc of docs as unknown as Data[]) {
      const { id: _id, school: _school, createdAt: _c, updatedAt: _u, ...kept } = doc
      await target.db.create({ collection: slug, data: kept, req } as never)
      copied.categories += 1
    }
  }
  return copied
}
