/**
 * An ICO file (the format of /favicon.ico) holding PNG images, as every browser since
 * Windows Vista reads: a 6-byte header, a 16-byte entry per image, then the PNGs. Pure.
 */
export function icoFromPngs(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6)
  header.writeUInt16LE(0, 0) // reserved
  header.writeUInt16LE(1, 2) // 1 = icon
  header.writeUInt16LE(images.length, 4)
  let offset = 6 + 16 * images.length
  const entries = images.map(({ size, png }) => {
    if (size < 1 || size > 256) throw new RangeError(`An icon is 1 to 256 pixels wide, not ${size}`)
    const e = Buffer.alloc(16)
    e.writeUInt8(size === 256 ? 0 : size, 0) // width (0 means 256)
    e.writeUInt8(size === 256 ? 0 : size, 1) // height
    e.writeUInt8(0, 2) // no palette
    e.writeUInt8(0, 3) // reserved
    e.writeUInt16LE(1, 4) // colour planes
    e.writeUInt16LE(32, 6) // bits per pixel
    e.writeUInt32LE(png.length, 8)
    e.writeUInt32LE(offset, 12)
    offset += png.length
    return e
  })
  return Buffer.concat([header, ...entries, ...images.map((i) => i.png)])
}
