import { describe, expect, it } from 'vitest'

import { firstFile, imageOf, srcSetOf } from '@/lib/media'

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
    expect(publicUrl(null)).toBeNull()
  })
})
