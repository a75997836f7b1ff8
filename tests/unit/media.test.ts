import { describe, expect, it } from 'vitest'

import { dayMonthAndYear } from '@/lib/dates'
import { fileKind, fileLabel, firstFile, imageOf, splitAttachments, srcSetOf } from '@/lib/media'

describe('media helpers', () => {
  const img = {
    url: '/f/a.jpg',
    alt: 'A',
    width: 1600,
    sizes: {
      large: { url: '/f/a-1280.webp', width: 1280 },
      thumb: { url: '/f/a-320.webp', width: 320 },
      card: { url: '/f/a-640.webp', width: 640 },
      hero: { url: null, width: null },
    },
  }

  it('lists resized copies smallest first, then the wider original', () => {
    expect(srcSetOf(img)).toEqual({
      srcSet: '/f/a-320.webp 320w, /f/a-640.webp 640w, /f/a-1280.webp 1280w, /f/a.jpg 1600w',
      src: '/f/a-640.webp',
    })
  })

  it('takes the first file of plain and polymorphic lists, if populated', () => {
    expect(firstFile([{ relationTo: 'documents', value: { url: '/d.pdf' } }])?.url).toBe('/d.pdf')
    expect(firstFile([{ url: '/e.pdf' }])?.url).toBe('/e.pdf')
    expect(firstFile([7])).toBeNull()
    expect(firstFile([])).toBeNull()
    expect(imageOf([img])?.alt).toBe('A')
    expect(imageOf(3)).toBeNull()
  })
})

describe('public file URLs', () => {
  it('serves public uploads from /files, and leaves other URLs alone', async () => {
    const { publicUrl } = await import('@/lib/media')
    expect(publicUrl('/cms-api/images/file/a-320x213.webp')).toBe('/files/images/a-320x213.webp')
    expect(publicUrl('/cms-api/documents/file/notice.pdf')).toBe('/files/documents/notice.pdf')
    expect(publicUrl('/cms-api/certificates/file/tc.pdf')).toBe('/cms-api/certificates/file/tc.pdf')
    // With SERVER_URL set, Payload's address is absolute at the deployment's host: the path is
    // kept, so another school's page links the file at its own host.
    expect(publicUrl('https://vendor.example/cms-api/documents/file/notice.pdf')).toBe('/files/documents/notice.pdf')
    expect(publicUrl('http://127.0.0.1:3000/cms-api/images/file/a.webp')).toBe('/files/images/a.webp')
    expect(publicUrl('https://vendor.example/cms-api/certificates/file/tc.pdf')).toBe('https://vendor.example/cms-api/certificates/file/tc.pdf')
    expect(publicUrl('https://cdn.example/photos/a.webp')).toBe('https://cdn.example/photos/a.webp')
    expect(publicUrl(null)).toBeNull()
  })
})

describe('photo grid entries', () => {
  it('use the small copies for thumbnails and every copy for the viewer, skipping unpopulated ids', async () => {
    const { gridPhotosOf } = await import('@/lib/media')
    const photo = {
      url: '/cms-api/images/file/p.jpg',
      alt: 'Sports day',
      width: 1600,
      height: 1200,
      sizes: {
        card: { url: '/cms-api/images/file/p-640.webp', width: 640, height: 480 },
        thumb: { url: '/cms-api/images/file/p-320.webp', width: 320, height: 240 },
        large: { url: '/cms-api/images/file/p-1280.webp', width: 1280, height: 960 },
      },
    }
    const [entry, ...rest] = gridPhotosOf([
      { image: photo, caption: 'Track', key: 'a' },
      { image: 7, key: 'b' },
    ])
    expect(rest).toEqual([])
    expect(entry?.caption).toBe('Track')
    expect(entry?.thumb).toEqual({
      src: '/files/images/p-320.webp',
      srcSet: '/files/images/p-320.webp 320w, /files/images/p-640.webp 640w',
      width: 320,
      height: 240,
    })
    expect(entry?.slide.alt).toBe('Sports day')
    expect(entry?.slide.src).toBe('/files/images/p.jpg')
    expect(entry?.slide.srcSet?.map((s) => s.width)).toEqual([320, 640, 1280, 1600])
  })
})

describe('attachment links', () => {
  it('are named by the document: its title, else its file name', () => {
    expect(fileLabel({ title: ' Fee structure 2026-27 ', filename: 'fees.pdf' })).toBe('Fee structure 2026-27')
    expect(fileLabel({ title: null, filename: 'holiday_list-2026.pdf' })).toBe('holiday list 2026')
    expect(fileLabel({})).toBe('Attachment')
  })
  it('say what kind of file they open', () => {
    expect(fileKind({ mimeType: 'application/pdf', filename: 'a.pdf' })).toBe('PDF')
    expect(fileKind({ filename: 'notice.PDF' })).toBe('PDF')
    expect(fileKind({ mimeType: 'image/jpeg', filename: 'a.jpg' })).toBe('image')
    expect(fileKind({ filename: 'sheet.xlsx' })).toBe('XLSX')
    expect(fileKind({})).toBe('file')
  })
})

describe('date badges', () => {
  it('carry the year as well as the day and month', () => {
    expect(dayMonthAndYear('2025-11-22T00:00:00.000Z')).toEqual({ day: '22', month: 'Nov', year: '2025' })
    expect(dayMonthAndYear('not a date')).toBeNull()
    expect(dayMonthAndYear(null)).toBeNull()
  })
})

describe('splitAttachments', () => {
  it('shows photos and links documents, in their order, at their public addresses', () => {
    const photo = { id: 4, url: '/cms-api/images/file/a.jpg', mimeType: 'image/jpeg', alt: 'Prize giving' }
    const pdf = { id: 9, url: '/cms-api/documents/file/b.pdf', mimeType: 'application/pdf', title: 'Circular' }
    const { photos, documents } = splitAttachments([
      { relationTo: 'documents', value: pdf },
      { relationTo: 'images', value: photo },
      { relationTo: 'images', value: 12 },
      null,
    ])
    expect(photos).toEqual([{ ...photo, url: '/files/images/a.jpg' }])
    expect(documents).toEqual([{ ...pdf, url: '/files/documents/b.pdf' }])
    // A plain list of one collection: told apart by the file's type.
    expect(splitAttachments([photo]).photos).toHaveLength(1)
  })
})
