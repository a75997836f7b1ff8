import { describe, expect, it } from 'vitest'

import { collections } from '@/content'
import { factsOf } from '@/content/facts'
import { PAGES } from '@/lib/navigation'
import {
  codePageEntries,
  collectionEntry,
  fts5Query,
  globalEntries,
  MAX_QUERY_LENGTH,
  MAX_TERMS,
  plainText,
  rankHits,
  searchTerms,
  sectionHeadings,
  snippet,
  type SearchHit,
} from '@/features/search/rules'

/** A content type, as the config has it (its facts: src/content/facts). */
const typeNamed = (slug: string) => collections.find((c) => c.slug === slug)
const fileUrl = (url: string) => url.replace('/cms-api/documents/file/', '/files/documents/')

describe('searchTerms', () => {
  it('keeps the words, lower-cased, once each', () => {
    expect(searchTerms('Fee  fee RULES')).toEqual(['fee', 'rules'])
    expect(searchTerms('TC')).toEqual(['tc'])
    expect(searchTerms('Holiday List 2025-26')).toEqual(['holiday', 'list', '2025', '26'])
  })

  it('drops every character of query syntax', () => {
    expect(searchTerms('"')).toEqual([])
    expect(searchTerms('*')).toEqual([])
    expect(searchTerms('NEAR(fee, tc)')).toEqual(['near', 'fee', 'tc'])
    expect(searchTerms('title:fee -bus "late fee"')).toEqual(['title', 'fee', 'bus', 'late'])
    expect(searchTerms("'; DROP TABLE news; --")).toEqual(['drop', 'table', 'news'])
  })

  it('keeps letters of any script and folds compatibility forms', () => {
    expect(searchTerms('विद्यालय Café')).toEqual(['विद्यालय', 'café'])
    expect(searchTerms('ＴＣ')).toEqual(['tc'])
  })

  it('reads at most MAX_QUERY_LENGTH characters and MAX_TERMS words', () => {
    expect(searchTerms('a'.repeat(500))).toEqual(['a'.repeat(MAX_QUERY_LENGTH)])
    expect(searchTerms('one two three four five six seven eight nine ten')).toHaveLength(MAX_TERMS)
    expect(searchTerms(undefined)).toEqual([])
  })
})

describe('fts5Query', () => {
  it('quotes every term, so operators are words', () => {
    expect(fts5Query(['near', 'fee'])).toBe('"near" "fee"')
    expect(fts5Query(['and'])).toBe('"and"')
  })
})

describe('plainText', () => {
  it("collects text fields, table cells, rich text and a PDF's title and words, not ids, dates, links or files", () => {
    const page = {
      id: 3,
      intro: 'Admission is granted on availability.',
      feeRules: [{ id: 'a1', text: 'A late fee fine of Rs. 10.' }],
      ageCriteria: [{ id: 'r1', className: 'LKG', age: '4-5 years' }],
      updatedAt: '2026-01-02T03:04:05.000Z',
      link: '/about-school',
      body: { root: { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', text: 'Rich words', format: 0 }] }] } },
      file: {
        id: 9,
        title: 'Fee structure',
        filename: 'fee.pdf',
        url: '/cms-api/documents/file/fee.pdf',
        mimeType: 'application/pdf',
        textContent: 'Tuition Rs. 2,400 a month',
      },
      photo: { id: 4, alt: 'A photo', filename: 'p.jpg', mimeType: 'image/jpeg', url: '/x.jpg' },
      attachments: [{ relationTo: 'documents', value: { id: 1, title: 'Circular PDF', filename: 'c.pdf' } }],
    }
    expect(plainText(page)).toBe(
      'Admission is granted on availability. A late fee fine of Rs. 10. LKG 4-5 years Rich words Fee structure Tuition Rs. 2,400 a month Circular PDF',
    )
  })

  it('is empty for nothing', () => {
    expect(plainText(null)).toBe('')
    expect(plainText({ id: 1 })).toBe('')
  })
})

describe('collectionEntry', () => {
  const news = { id: 7, title: 'Sports Day', description: 'Races and relays.', _status: 'published', fromDate: '2026-01-01T00:00:00.000Z' }

  it('indexes a published document under its page', () => {
    expect(collectionEntry('news', factsOf(typeNamed('news')), news)).toEqual({
      owner: 'news:7',
      kind: 'news',
      path: '/news/7',
      title: 'Sports Day',
      headings: '',
      text: 'Races and relays.',
    })
  })

  it('leaves out drafts, the Trash, records of an import under way, and unsearched collections', () => {
    expect(collectionEntry('news', factsOf(typeNamed('news')), { ...news, _status: 'draft' })).toBeNull()
    expect(collectionEntry('news', factsOf(typeNamed('news')), { ...news, deletedAt: '2026-01-02T00:00:00.000Z' })).toBeNull()
    expect(collectionEntry('news', factsOf(typeNamed('news')), { ...news, importRun: 'abc' })).toBeNull()
    expect(collectionEntry('transfer-certificates', factsOf(typeNamed('transfer-certificates')), { id: 1, title: 'x' })).toBeNull()
    expect(collectionEntry('news', { search: 'news', path: () => null }, news)).toBeNull()
  })

  it('indexes a ticker item by its words, leading to the PDF it opens (or the home page)', () => {
    const file = { id: 9, title: 'Half-yearly date sheet', filename: 'hy.pdf', mimeType: 'application/pdf', url: '/cms-api/documents/file/hy.pdf' }
    const item = { id: 3, description: 'Half-yearly examination date sheet for Classes VI to IX', _status: 'published' }
    expect(collectionEntry('highlights', factsOf(typeNamed('highlights')), { ...item, attachments: [{ relationTo: 'documents', value: file }] })).toEqual({
      owner: 'highlights:3',
      kind: 'document',
      path: '/files/documents/hy.pdf',
      title: item.description,
      headings: '',
      text: `${item.description} Half-yearly date sheet`,
    })
    expect(collectionEntry('highlights', factsOf(typeNamed('highlights')), { ...item, attachments: [] })).toMatchObject({ path: '/' })
    expect(collectionEntry('highlights', factsOf(typeNamed('highlights')), { ...item, _status: 'draft' })).toBeNull()
  })

  it('names a topper by name and says what they are', () => {
    const entry = collectionEntry('toppers', factsOf(typeNamed('toppers')), { id: 2, name: 'Asha Kumari', class: 'XII', sessionYear: '2024-25', _status: 'published' })
    expect(entry).toMatchObject({ kind: 'topper', title: 'Asha Kumari', text: 'Topper, class XII 2024-25' })
  })

  it('never indexes a topper’s consent record (the parent’s name, the evidence), which the index reads populated', () => {
    const consent = { id: 4, childName: 'Asha Kumari', givenBy: 'Sunita Kumari', relation: 'Mother', evidence: 'Form in file 12' }
    const entry = collectionEntry('toppers', factsOf(typeNamed('toppers')), { id: 2, name: 'Asha Kumari', class: 'XII', sessionYear: '2024-25', consent })
    expect(entry?.text).toBe('Topper, class XII 2024-25')
  })
})

describe('globalEntries', () => {
  it('indexes a page global under its route and label', () => {
    const [entry, ...rest] = globalEntries('admission-page', { intro: 'Fee rules below.' }, fileUrl, 'Fee payment rules')
    expect(rest).toEqual([])
    expect(entry).toEqual({
      owner: 'global:admission-page',
      kind: 'page',
      path: '/admission',
      title: PAGES.admission.label,
      headings: 'Fee payment rules',
      text: 'Fee rules below.',
    })
  })

  it('indexes each PDF of the downloads page by its title, linked to the file', () => {
    const entries = globalEntries(
      'downloads',
      { id: 1, holidayList: { id: 5, title: 'Holiday List 2025-26', url: '/cms-api/documents/file/holiday.pdf' }, academicCalendar: null },
      fileUrl,
    )
    expect(entries).toEqual([
      {
        owner: 'global:downloads',
        kind: 'document',
        path: '/files/documents/holiday.pdf',
        title: 'Holiday List 2025-26',
        headings: '',
        text: 'Holiday List 2025-26',
      },
    ])
  })

  it('indexes nothing for a global with no page', () => {
    expect(globalEntries('something-else', { text: 'x' }, fileUrl)).toEqual([])
  })
})

describe('sectionHeadings', () => {
  const fields = [
    { name: 'intro', type: 'textarea', label: 'Intro' },
    { name: 'admissionRules', type: 'array', label: 'Admission rules' },
    { type: 'row', fields: [{ name: 'feeRules', type: 'array', label: 'Fee payment rules' }] },
    { name: 'contact', type: 'group', label: 'Contact' },
    { name: 'empty', type: 'array', label: 'Nothing here' },
    { name: 'unlabelled', type: 'array' },
  ]

  it('names the lists and groups that have content, as the page heads them', () => {
    const doc = {
      intro: 'x',
      admissionRules: [{ text: 'a' }],
      feeRules: [{ text: 'b' }],
      contact: { phone: '1' },
      empty: [],
      unlabelled: [{ text: 'c' }],
    }
    expect(sectionHeadings(fields, doc)).toBe('Admission rules. Fee payment rules. Contact')
    expect(sectionHeadings(fields, { contact: { phone: '' } })).toBe('')
  })
})

describe('codePageEntries', () => {
  it('covers the pages whose words are in the code, the TC page by "TC"', () => {
    const entries = codePageEntries()
    const tc = entries.find((e) => e.path === '/tc')
    expect(tc?.title).toBe('Transfer Certificate')
    expect(searchTerms(tc?.text)).toContain('tc')
    expect(entries.some((e) => e.path === '/admission')).toBe(false)
  })
})

describe('rankHits', () => {
  const hit = (title: string, kind: SearchHit['kind'], score: number): SearchHit => ({ path: `/${title}`, title, kind, text: '', score })

  it('orders by score, a title naming the terms counting double', () => {
    const ranked = rankHits([hit('Sports news', 'news', 1.5), hit('Holiday List', 'news', 1)], ['holiday'])
    expect(ranked.map((h) => h.title)).toEqual(['Holiday List', 'Sports news'])
  })

  it('puts a page before other kinds at equal relevance, keeping the order otherwise', () => {
    expect(rankHits([hit('A', 'topper', 1), hit('B', 'page', 1)], ['x']).map((h) => h.title)).toEqual(['B', 'A'])
    expect(rankHits([hit('A', 'news', 1), hit('B', 'event', 1)], ['x']).map((h) => h.title)).toEqual(['A', 'B'])
  })

  it('matches title words whole: "tc" is not in "Watch"', () => {
    const ranked = rankHits([hit('Watch the match', 'news', 1), hit('TC', 'news', 1)], ['tc'])
    expect(ranked[0]?.title).toBe('TC')
  })
})

describe('snippet', () => {
  const text = (parts: { text: string }[]) => parts.map((p) => p.text).join('')

  it('marks the matching words, inflections included, whole words only', () => {
    const parts = snippet('Fees are due. Watch the TC office.', ['fee', 'tc'])
    expect(parts.filter((p) => p.match).map((p) => p.text)).toEqual(['Fees', 'TC'])
    expect(text(parts)).toBe('Fees are due. Watch the TC office.')
  })

  it('shows the text around a match far into it, cut at words', () => {
    const long = `${'word '.repeat(100)}the holiday list ${'more '.repeat(100)}`
    const parts = snippet(long, ['holiday'], 60)
    const shown = text(parts)
    expect(shown.startsWith('… ')).toBe(true)
    expect(shown.endsWith(' …')).toBe(true)
    expect(shown).toContain('holiday')
    expect(shown.length).toBeLessThanOrEqual(66)
  })

  it('starts at the beginning when nothing matches', () => {
    expect(text(snippet('Short text.', ['zzz']))).toBe('Short text.')
    expect(snippet('', ['x'])).toEqual([])
  })
})
