/**
 * Every catalogue of the site's own words (src/lib/i18n/catalogue) has its Hindi: no entry
 * empty, none left in English. TypeScript already refuses a Hindi catalogue missing a key;
 * this catches an entry filled with the English, or with nothing. It finds the catalogues by
 * reading the source for `defineWords(`, so a new one is checked without being listed here.
 */
import fs from 'node:fs'
import path from 'node:path'

import { isValidElement, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { definedCatalogues } from '@/lib/i18n/catalogue'

const src = path.resolve(import.meta.dirname, '..', '..', 'src')

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name)
    if (e.isDirectory()) return sources(p)
    return /\.tsx?$/.test(e.name) && !p.endsWith(path.join('i18n', 'catalogue.ts')) && fs.readFileSync(p, 'utf8').includes('defineWords(') ? [p] : []
  })
}

/** Stands in for any argument a catalogue's function takes: a number, a text, a link maker. */
const anything: unknown = Object.assign(() => '/somewhere', {
  toString: () => '7',
  valueOf: () => 7,
  toLowerCase: () => '7',
  toUpperCase: () => '7',
  slice: () => '7',
  trim: () => '7',
})

const LATIN = /[A-Za-z]{2,}/
const DEVANAGARI = /[\u0900-\u097F]/

/** Each leaf of a catalogue as text, by its path: strings, the results of functions, rendered markup. */
function leaves(value: unknown, at: string, out: Map<string, string>) {
  if (typeof value === 'function') return leaves((value as (...a: unknown[]) => unknown)(anything, anything, anything), `${at}()`, out)
  if (typeof value === 'string') return void out.set(at, value)
  if (isValidElement(value)) return void out.set(at, renderToStaticMarkup(value as ReactNode).replace(/<[^>]+>/g, ''))
  if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) leaves(v, `${at}.${k}`, out)
}

describe('word catalogues', () => {
  const files = sources(src)

  it('are found across the site', () => {
    expect(files.length).toBeGreaterThanOrEqual(6)
  })

  it('give every English entry a Hindi one, in Hindi', async () => {
    for (const f of files) await import(f)
    const names = definedCatalogues().map((c) => c.name)
    expect(new Set(names).size, 'each catalogue has its own name').toBe(names.length)
    const problems: string[] = []
    for (const { name, catalogue } of definedCatalogues()) {
      const en = new Map<string, string>()
      const hi = new Map<string, string>()
      leaves(catalogue.en, name, en)
      leaves(catalogue.hi, name, hi)
      for (const [key, english] of en) {
        const hindi = hi.get(key)
        if (hindi === undefined || hindi.trim() === '') problems.push(`${key}: no Hindi`)
        else if (LATIN.test(english) && !DEVANAGARI.test(hindi) && !KEPT_AS_IS.has(key)) problems.push(`${key}: "${hindi}" is not Hindi`)
      }
    }
    expect(problems).toEqual([])
  })
})

/** Entries the same in both languages on purpose. */
const KEPT_AS_IS = new Set<string>([
  // Hindi writes an amount with the rupee sign, which English pages spell out as Rs.
  'site.rupees()',
])
