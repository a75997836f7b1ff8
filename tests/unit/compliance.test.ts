import { describe, expect, it } from 'vitest'

import {
  brokenLinkFindings,
  digestEmail,
  extractLinks,
  internalLink,
  linkWorks,
  missingFileFindings,
  monthsBefore,
  newlyRed,
  scannedPdfFindings,
  stalePageFindings,
  type Finding,
  type SiteMap,
} from '@/features/compliance/rules'

const ORIGIN = 'https://school.example'

const site = (): SiteMap => ({
  paths: new Set(['/', '/about-school', '/admission', '/sub-gallery', '/search']),
  records: new Map([
    ['news', new Set(['12'])],
    ['events', new Set(['3'])],
    // A type with a listing of its own (src/content/listing): /achievements/{id}.
    ['achievements', new Set(['4'])],
  ]),
  albums: new Set(['7', 'old-abc']),
  files: new Set(['documents/fees.pdf', 'images/hall.jpg', 'images/hall-640x480.webp']),
})

describe('internal links', () => {
  it('takes site paths and same-origin addresses, not other sites or plain words', () => {
    expect(internalLink('/about-school/', [ORIGIN])).toMatchObject({ path: '/about-school', search: '' })
    expect(internalLink('https://school.example/news/12#top', [ORIGIN])).toMatchObject({ path: '/news/12' })
    expect(internalLink('/sub-gallery?id=7', [ORIGIN])).toMatchObject({ path: '/sub-gallery', search: '?id=7' })
    expect(internalLink('/files/documents/fee%20list.pdf', [ORIGIN])?.path).toBe('/files/documents/fee list.pdf')
    expect(internalLink('https://cbse.gov.in/x', [ORIGIN])).toBeNull()
    expect(internalLink('//evil.example/x', [ORIGIN])).toBeNull()
    expect(internalLink('Admission open', [ORIGIN])).toBeNull()
    expect(internalLink('/ per month', [ORIGIN])).toBeNull()
    expect(internalLink('mailto:office@school.example', [ORIGIN])).toBeNull()
  })

  it('finds rich-text links and link fields, but not an upload’s own addresses', () => {
    const doc = {
      title: 'Open day',
      body: {
        root: {
          children: [
            {
              type: 'paragraph',
              children: [
                { type: 'link', fields: { url: '/no-such-page', linkType: 'custom' }, children: [{ type: 'text', text: 'here' }] },
                { type: 'link', fields: { url: 'https://cbse.gov.in' }, children: [] },
              ],
            },
          ],
        },
      },
      featureCards: [{ title: 'Fees', link: 'https://school.example/admission' }],
      attachment: { filename: 'x.pdf', mimeType: 'application/pdf', url: '/cms-api/documents/file/x.pdf' },
      another: { link: '/no-such-page' },
    }
    expect(extractLinks(doc, [ORIGIN]).map((l) => l.path)).toEqual(['/no-such-page', '/admission'])
  })
})

describe('broken links', () => {
  it('knows pages, records, albums and stored files', () => {
    const works = (href: string) => linkWorks(internalLink(href, [ORIGIN])!, site())
    expect(works('/about-school')).toBe(true)
    expect(works('/news/12')).toBe(true)
    expect(works('/news/13')).toBe(false)
    expect(works('/events/3')).toBe(true)
    expect(works('/events/4')).toBe(false)
    expect(works('/achievements/4')).toBe(true)
    expect(works('/achievements/5')).toBe(false)
    expect(works('/sub-gallery?id=old-abc')).toBe(true)
    expect(works('/sub-gallery?id=999')).toBe(false)
    expect(works('/files/documents/fees.pdf')).toBe(true)
    expect(works('/cms-api/documents/file/fees.pdf')).toBe(true)
    expect(works('/files/images/hall-640x480.webp')).toBe(true)
    expect(works('/files/documents/gone.pdf')).toBe(false)
    expect(works('/no-such-page')).toBe(false)
    expect(works('/About-School')).toBe(false)
    expect(works('/admin/collections/news')).toBe(true)
    expect(works('/api/news/KSR')).toBe(true)
    expect(works('/tc/certificate/1-2-3-x')).toBe(true)
    // Not an address of the admin: Next routes it in small letters only.
    expect(works('/Admin/collections/news')).toBe(false)
  })

  it('reports each broken link red, with where to fix it', () => {
    const findings = brokenLinkFindings(
      [
        { label: 'News item "Open day"', adminHref: '/admin/collections/news/5', doc: { text: '/no-such-page', ok: '/admission' } },
        { label: 'The page "About"', adminHref: '/admin/globals/about-page', doc: { link: '/about-school' } },
      ],
      site(),
      [ORIGIN],
    )
    expect(findings).toEqual([
      {
        check: 'broken-link',
        severity: 'red',
        message: expect.stringContaining('News item "Open day" links to /no-such-page'),
        href: '/admin/collections/news/5',
      },
    ])
  })
})

describe('files and PDFs', () => {
  it('reports uploads whose file is missing, red', () => {
    const findings = missingFileFindings([
      { label: 'Document (PDF) "Fees"', filename: 'fees.pdf', adminHref: '/admin/collections/documents/1', present: true },
      { label: 'Document (PDF) "Rules"', filename: 'rules.pdf', adminHref: '/admin/collections/documents/2', present: false },
    ])
    expect(findings).toHaveLength(1)
    expect(findings[0]).toMatchObject({ check: 'missing-file', severity: 'red', href: '/admin/collections/documents/2' })
    expect(findings[0]!.message).toContain('rules.pdf')
  })

  it('reports PDFs without a text layer, amber', () => {
    const findings = scannedPdfFindings([
      { label: 'Document (PDF) "Scan"', adminHref: '/admin/collections/documents/3', accessibilityWarning: 'This PDF has no text layer' },
      { label: 'Document (PDF) "Typed"', adminHref: '/admin/collections/documents/4', accessibilityWarning: null },
    ])
    expect(findings.map((f) => [f.severity, f.href])).toEqual([['amber', '/admin/collections/documents/3']])
  })
})

describe('pages not reviewed for 12 months', () => {
  const today = new Date('2026-11-23T06:00:00Z')
  const page = (updatedAt: string | null) => ({ label: 'The page "About"', adminHref: '/admin/globals/about-page', updatedAt })

  it('counts twelve calendar months back', () => {
    expect(monthsBefore(today, 12).toISOString()).toBe('2025-11-23T06:00:00.000Z')
    expect(monthsBefore(new Date('2025-03-31T00:00:00Z'), 1).toISOString()).toBe('2025-02-28T00:00:00.000Z')
  })

  it('flags a page last changed more than 12 months ago, amber, and not one changed within them', () => {
    expect(stalePageFindings([page('2025-11-23T06:00:00Z')], today)).toEqual([])
    expect(stalePageFindings([page('2026-01-10T00:00:00Z')], today)).toEqual([])
    expect(stalePageFindings([page(null)], today)).toEqual([])
    const [finding] = stalePageFindings([page('2025-11-23T05:59:59Z')], today)
    expect(finding).toMatchObject({ check: 'not-reviewed', severity: 'amber', href: '/admin/globals/about-page' })
    expect(finding!.message).toContain('23 Nov 2025')
  })
})

describe('the digest', () => {
  const red = (message: string): Finding => ({ check: 'broken-link', severity: 'red', message, href: '/admin/globals/about-page' })
  const amber: Finding = { check: 'not-reviewed', severity: 'amber', message: 'Old page', href: '/admin/globals/erp-page' }

  it('is due only for red findings that were not red before', () => {
    expect(newlyRed([], [red('a'), amber])).toEqual([red('a')])
    expect(newlyRed([red('a'), amber], [red('a'), amber])).toEqual([])
    expect(newlyRed([red('a')], [red('a'), red('b')])).toEqual([red('b')])
    expect(newlyRed([{ ...amber, severity: 'amber', message: 'a', check: 'broken-link', href: red('a').href }], [red('a')])).toEqual([
      red('a'),
    ])
  })

  it('lists every red and amber finding with absolute links to fix them', () => {
    const mail = digestEmail([red('a'), red('b'), amber], ORIGIN, [red('b')])
    expect(mail.subject).toBe('Website compliance: 2 to fix now, 1 to review')
    expect(mail.text).toContain('- a\n  Fix it here: https://school.example/admin/globals/about-page')
    expect(mail.text).toContain('- [NEW] b')
    expect(mail.text).toContain('Old page\n  Fix it here: https://school.example/admin/globals/erp-page')
    expect(mail.html).toContain('<a href="https://school.example/admin/globals/erp-page">Fix it</a>')
  })
})
