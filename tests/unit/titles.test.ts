/**
 * Page titles, menu labels and headings written in English in the code are shown in Hindi
 * through the TITLES table (src/lib/i18n/dictionary `translateLabel`). A label the code uses
 * with no Hindi there would fall back to English on a Hindi page without a word: this test
 * reads every such label from the source (calls of `label('…')` / `translateLabel('…')`, a
 * page's `title="…"` and its metadata `title: '…'`) and from the navigation, and fails on any
 * that has no Hindi.
 */
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { translateLabel } from '@/lib/i18n/dictionary'
import { FOOTER_LINKS, FOOTER_POLICY_LINKS, MENU, PAGES, SITEMAP } from '@/lib/navigation'

const src = path.resolve(import.meta.dirname, '..', '..', 'src')

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name)
    if (e.isDirectory()) return ['migrations', 'seed', 'collections', 'globals', 'fields', '(payload)'].includes(e.name) ? [] : sources(p)
    return /\.tsx?$/.test(e.name) ? [p] : []
  })
}

const PATTERNS = [
  /\b(?:label|translateLabel)\(\s*'([^']+)'/g,
  /\b(?:label|translateLabel)\(\s*"([^"]+)"/g,
  /<(?:ContentPage|SectionHeading|PageHeading)[^>]*?\btitle="([^"]+)"/g,
]

/** Labels in a page's metadata: `title: 'News'` inside generateMetadata or withSharing. */
const METADATA = /\btitle:\s*'([^'{}$]+)'/g

function labelsInSource(): Map<string, string> {
  const found = new Map<string, string>()
  for (const file of sources(src)) {
    const text = fs.readFileSync(file, 'utf8')
    const at = path.relative(src, file)
    for (const re of PATTERNS) for (const [, label = ''] of text.matchAll(re)) found.set(label, at)
    if (/generateMetadata|withSharing|export const metadata/.test(text) && at.startsWith(`app${path.sep}(site)`))
      for (const [, label = ''] of text.matchAll(METADATA)) found.set(label, at)
  }
  return found
}

function labelsInNavigation(): string[] {
  const out: string[] = []
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk)
    else if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>
      if (typeof o.label === 'string') out.push(o.label)
      Object.values(o).forEach(walk)
    }
  }
  walk([PAGES, MENU, FOOTER_LINKS, FOOTER_POLICY_LINKS, SITEMAP])
  return out
}

describe('labels written in English in the code', () => {
  const inSource = labelsInSource()

  it('are found', () => {
    expect(inSource.size).toBeGreaterThan(40)
  })

  it('each have their Hindi', () => {
    const missing = [...inSource].filter(([label]) => /[A-Za-z]{2,}/.test(label) && translateLabel(label, 'hi') === label).map(([l, at]) => `${l} (${at})`)
    const nav = labelsInNavigation().filter((l) => translateLabel(l, 'hi') === l)
    expect([...missing, ...nav.map((l) => `${l} (navigation)`)]).toEqual([])
  })
})
