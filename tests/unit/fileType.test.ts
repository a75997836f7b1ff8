import { describe, expect, it } from 'vitest'

import { sniffBytes } from '@/lib/fileType'

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)))

describe('file type by content', () => {
  it('recognises PDF, JPEG, PNG, WebP and AVIF by their first bytes', () => {
    expect(sniffBytes(bytes('%PDF-1.7'))).toBe('pdf')
    expect(sniffBytes(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg')
    expect(sniffBytes(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png')
    expect(sniffBytes(bytes('RIFF', [0, 0, 0, 0], 'WEBP'))).toBe('webp')
    expect(sniffBytes(bytes([0, 0, 0, 0x1c], 'ftypavif'))).toBe('avif')
  })

  it('does not trust names: HTML, SVG and text are none of them', () => {
    expect(sniffBytes(bytes('<html><body>'))).toBeNull()
    expect(sniffBytes(bytes('<?xml version="1.0"?><svg'))).toBeNull()
    expect(sniffBytes(bytes(' %PDF-1.4'))).toBeNull()
    expect(sniffBytes(new Uint8Array())).toBeNull()
  })
})
