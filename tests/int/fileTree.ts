/** Every file below a folder: relative name → SHA-256 of its bytes (for "byte-identical" checks). */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

export function filesIn(dir: string): Record<string, string> {
  const out: Record<string, string> = {}
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, e.name)
      if (e.isDirectory()) walk(full)
      else out[path.relative(dir, full)] = createHash('sha256').update(fs.readFileSync(full)).digest('hex')
    }
  }
  if (fs.existsSync(dir)) walk(dir)
  return out
}
