import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { icoFromPngs } from '@/lib/ico'

describe('icoFromPngs', () => {
  it('writes an ICO directory whose entries point at the PNGs, which read back as images of their sizes', async () => {
    const pngs = await Promise.all(
      [16, 32, 256].map(async (size) => ({
        size,
        png: await sharp({ create: { width: size, height: size, channels: 4, background: '#123c73' } })
          .png()
          .toBuffer(),
      })),
    )
    const ico = icoFromPngs(pngs)
    expect(ico.readUInt16LE(0)).toBe(0)
    expect(ico.readUInt16LE(2)).toBe(1)
    expect(ico.readUInt16LE(4)).toBe(3)
    for (const [i, { size, png }] of pngs.entries()) {
      const entry = 6 + 16 * i
      expect(ico.readUInt8(entry)).toBe(size === 256 ? 0 : size)
      const length = ico.readUInt32LE(entry + 8)
      const offset = ico.readUInt32LE(entry + 12)
      expect(length).toBe(png.length)
      const meta = await sharp(ico.subarray(offset, offset + length)).metadata()
      expect([meta.format, meta.width, meta.height]).toEqual(['png', size, size])
    }
  })

  it('refuses a size ICO cannot hold', () => {
    expect(() => icoFromPngs([{ size: 300, png: Buffer.alloc(1) }])).toThrow(RangeError)
  })
})
