/**
 * Files named in an import directory: confined to it, and checked by their first bytes,
 * not their names. Node only; no Payload.
 */
import fs from 'node:fs'
import path from 'node:path'

import { sniffBytes, type SniffedType } from '@/lib/fileType'

import type { FileKind } from '@/content/resources'

function sniff(file: string): SniffedType | null {
  const fd = fs.openSync(file, 'r')
  try {
    const head = Buffer.alloc(16)
    fs.readSync(fd, head, 0, 16, 0)
    return sniffBytes(head)
  } finally {
    fs.closeSync(fd)
  }
}

const ALLOWED: Record<FileKind, string[]> = {
  images: ['jpeg', 'png', 'webp', 'avif'],
  documents: ['pdf'],
  certificates: ['pdf', 'jpeg', 'png', 'webp'],
  any: ['pdf', 'jpeg', 'png', 'webp', 'avif'],
}

const KIND_WORDS: Record<FileKind, string> = {
  images: 'an image (JPEG, PNG, WebP or AVIF)',
  documents: 'a PDF',
  certificates: 'a PDF or an image',
  any: 'a PDF or an image',
}

/** The absolute file a reference names, or why it cannot be used. */
export function checkFile(dir: string, ref: string, kind: FileKind): { ok: true; file: string; type: string } | { ok: false; message: string } {
  if (path.isAbsolute(ref) || ref.includes('\0')) return { ok: false, message: `"${ref}" must be a path relative to the import directory` }
  const root = path.resolve(dir)
  const file = path.resolve(root, ref)
  if (!file.startsWith(root + path.sep)) return { ok: false, message: `"${ref}" points outside the import directory` }
  let st: fs.Stats
  try {
    st = fs.statSync(file)
  } catch {
    return { ok: false, message: `file "${ref}" does not exist` }
  }
  if (!st.isFile()) return { ok: false, message: `"${ref}" is not a file` }
  const type = sniff(file)
  if (!type || !ALLOWED[kind].includes(type)) return { ok: false, message: `"${ref}" must be ${KIND_WORDS[kind]} (checked by its content)` }
  return { ok: true, file, type }
}
