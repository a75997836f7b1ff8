/** The checks before publishing, as pure rules (src/features/prepublish/rules.ts). */
import { describe, expect, it } from 'vitest'

import { richText } from '@/seed/richText'
import {
  altProblem,
  childConsentProblems,
  headingProblems,
  hindiProblem,
  imageAltProblems,
  isVagueLinkText,
  prepublishProblems,
  refusalMessage,
  richTextsOf,
  scannedPdfProblems,
  vagueLinkProblems,
  type FoundRichText,
} from '@/features/prepublish/rules'

const body = (...blocks: Parameters<typeof richText>): FoundRichText => ({ field: 'body', locale: null, root: richText(...blocks).root })

describe('images without a text alternative', () => {
  it('are an empty description, a file name or a word that says nothing', () => {
    expect(altProblem({ alt: '', filename: 'a.jpg' })).toMatch(/no description/)
    expect(altProblem({ alt: '   ', filename: 'a.jpg' })).toMatch(/no description/)
    expect(altProblem({ alt: null, filename: 'a.jpg' })).toMatch(/no description/)
    expect(altProblem({ alt: 'Photo', filename: 'a.jpg' })).toMatch(/described only as “Photo”/)
    expect(altProblem({ alt: 'चित्र', filename: 'a.jpg' })).toMatch(/described only/)
    expect(altProblem({ alt: 'IMG_2031.jpg', filename: 'x.jpg' })).toMatch(/file name/)
    expect(altProblem({ alt: 'DSC00412', filename: 'x.jpg' })).toMatch(/file name/)
    expect(altProblem({ alt: 'sports-day-1', filename: 'sports-day-1.png' })).toMatch(/file name/)
  })

  it('are not a real description', () => {
    expect(altProblem({ alt: 'Students planting saplings on Van Mahotsav', filename: 'IMG_1.jpg' })).toBeNull()
    expect(altProblem({ alt: 'Photo of the annual day choir', filename: 'choir.jpg' })).toBeNull()
  })

  it('are listed with a link to the image to add its description', () => {
    const [problem, ...rest] = imageAltProblems([
      { id: 7, alt: 'image', filename: 'choir.jpg' },
      { id: 8, alt: 'The choir on stage', filename: 'b.jpg' },
    ])
    expect(rest).toEqual([])
    expect(problem).toMatchObject({ check: 'image-alt', blocks: false })
    expect(problem!.message).toContain('“choir.jpg”')
    expect(problem!.fixes[0]).toMatchObject({ href: '/admin/collections/images/7' })
  })
})

describe('headings out of order', () => {
  it('a heading two levels below the one before it', () => {
    const problems = headingProblems(body({ h: 2, text: 'Fees' }, 'Text', { h: 4, text: 'Late fee' }, { h: 3, text: 'Refunds' }))
    expect(problems).toHaveLength(1)
    expect(problems[0]!.message).toContain('“Late fee”')
    expect(problems[0]!.message).toContain('Heading 4 right after a Heading 2')
    expect(problems[0]!.fixes[0]!.label).toBe('Make “Late fee” a Heading 3.')
  })

  it('a text starting below the page’s own level, and a second main heading', () => {
    expect(headingProblems(body({ h: 3, text: 'Overview' }, 'Text'))[0]!.message).toMatch(/starts with the heading “Overview” at Heading 3/)
    const h1 = { type: 'heading', tag: 'h1', children: [{ type: 'text', text: 'Privacy' }] }
    const problems = headingProblems({ field: 'body', locale: 'hi', root: { type: 'root', children: [h1] } })
    expect(problems[0]!.message).toMatch(/“Privacy” \(in हिन्दी\) is a main heading/)
  })

  it('going down one level at a time, or back up any number, is in order', () => {
    expect(headingProblems(body({ h: 2, text: 'A' }, { h: 3, text: 'B' }, { h: 4, text: 'C' }, { h: 2, text: 'D' }, { h: 3, text: 'E' }))).toEqual([])
    expect(headingProblems(body('Only paragraphs'))).toEqual([])
  })
})

describe('links named "click here" or a bare address', () => {
  it('vague words in English and Hindi, whatever their case and end punctuation', () => {
    for (const words of ['click here', 'Click Here!', 'here', 'Read more…', 'LINK', 'यहाँ क्लिक करें', 'यहां क्लिक करें।', 'और पढ़ें']) {
      expect(isVagueLinkText(words), words).toBe('vague')
    }
    expect(isVagueLinkText('https://cbse.gov.in/circulars')).toBe('address')
    expect(isVagueLinkText('www.cbse.gov.in')).toBe('address')
    expect(isVagueLinkText('Fee structure 2026-27 (PDF)')).toBeNull()
    expect(isVagueLinkText('यहाँ क्लिक करके शुल्क संरचना देखें')).toBeNull()
  })

  it('are listed with the link’s words', () => {
    const problems = vagueLinkProblems(body({ p: ['See the fees ', { text: 'click here', url: '/fees' }, ' and ', { text: 'the calendar', url: '/events' }] }))
    expect(problems).toHaveLength(1)
    expect(problems[0]!.message).toBe('A link (to /fees) is named “click here”, which does not say where it leads when read on its own.')
    expect(problems[0]!.fixes[0]!.label).toContain('“click here”')
  })
})

describe('PDFs with no text layer', () => {
  it('are those whose upload stored a warning, named with a way to upload one with text', () => {
    const problems = scannedPdfProblems([
      { id: 3, title: 'Fee structure', accessibilityWarning: 'This PDF has no text layer' },
      { id: 4, title: 'Calendar', accessibilityWarning: null },
    ])
    expect(problems).toHaveLength(1)
    expect(problems[0]!.message).toContain('“Fee structure” has no text layer')
    expect(problems[0]!.fixes[0]).toMatchObject({ href: '/admin/collections/documents/3' })
    expect(problems[0]!.fixes[0]!.label).toMatch(/^Upload a PDF with text/)
  })
})

describe('a child’s photo without consent', () => {
  const withdrawn = new Map([[5, { scope: 'photo-and-name', withdrawn: true, childName: 'Asha' }]])
  it('blocks when the school requires consent and the photo has none', () => {
    const [problem] = childConsentProblems([{ id: 9, filename: 'kids.jpg', showsChildren: true, consent: null }], new Map(), true)
    expect(problem).toMatchObject({ check: 'child-consent', blocks: true })
    expect(problem!.fixes.map((f) => f.href)).toEqual(['/admin/collections/images/9', '/admin/collections/consent-records/create'])
  })

  it('blocks a withdrawn consent whatever the switch, and links its form', () => {
    const [problem] = childConsentProblems([{ id: 9, filename: 'kids.jpg', showsChildren: true, consent: 5 }], withdrawn, false)
    expect(problem!.message).toMatch(/\(Asha\).*withdrawn/)
    expect(problem!.fixes[1]).toMatchObject({ href: '/admin/collections/consent-records/5' })
  })

  it('does not block a photo without children, or one the school does not require consent for', () => {
    expect(childConsentProblems([{ id: 1, showsChildren: false, consent: null }], new Map(), true)).toEqual([])
    expect(childConsentProblems([{ id: 1, showsChildren: true, consent: null }], new Map(), false)).toEqual([])
  })
})

describe('English changed but Hindi not', () => {
  it('says so, with the Hindi tab', () => {
    const outdated = hindiProblem({ en: '2026-11-02T10:00:00Z', hi: '2026-11-01T10:00:00Z' }, '/admin/collections/news/4')
    expect(outdated!.message).toMatch(/English was changed after the Hindi/)
    expect(outdated!.fixes[0]!.href).toBe('/admin/collections/news/4?locale=hi')
    expect(hindiProblem({ en: '2026-11-02T10:00:00Z' }, '/x')!.message).toMatch(/no Hindi yet/)
    expect(hindiProblem({ en: '2026-11-01T10:00:00Z', hi: '2026-11-02T10:00:00Z' }, '/x')).toBeNull()
  })
})

describe('all together', () => {
  it('finds rich text in every language, and puts what blocks first', () => {
    const doc = { title: { en: 'T', hi: 'टी' }, body: { en: richText({ h: 4, text: 'Start' }), hi: richText({ p: [{ text: 'यहाँ', url: '/x' }] }) } }
    expect(richTextsOf(doc).map((r) => [r.field, r.locale])).toEqual([
      ['body', 'en'],
      ['body', 'hi'],
    ])
    const problems = prepublishProblems({
      doc,
      images: [{ id: 2, alt: '', filename: 'kids.jpg', showsChildren: true }],
      documents: [],
      consentRecords: new Map(),
      consentRequired: true,
      translation: { stamps: { en: '2026-01-02T00:00:00Z', hi: '2026-01-01T00:00:00Z' }, adminHref: '/admin/collections/policy-pages/1' },
    })
    expect(problems.map((p) => p.check)).toEqual(['child-consent', 'image-alt', 'heading-order', 'vague-link', 'hindi'])
    expect(refusalMessage(problems)).toMatch(/^This cannot be published: The photo “kids.jpg” shows children/)
    expect(refusalMessage(problems.filter((p) => !p.blocks))).toBeNull()
  })
})
