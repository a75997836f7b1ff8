/**
 * A newcomer reads the README first: it stays short (what it is, the two commands,
 * configuration, layout), and every link from it or from `docs/` leads to a file that exists.
 * Every setting src/env.ts reads is in docs/configuration.md.
 */
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '..', '..')
const markdown = (dir: string): string[] =>
  fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = path.join(dir, e.name)
    if (e.isDirectory()) return markdown(rel)
    return e.name.endsWith('.md') ? [rel] : []
  })

describe('documentation', () => {
  it('the README is at most 150 lines and keeps the quick start, configuration and layout', () => {
    const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8')
    expect(readme.trimEnd().split('\n').length).toBeLessThanOrEqual(150)
    for (const heading of ['## Quick start', '## Configuration', '## Layout']) expect(readme).toContain(heading)
    expect(readme).toContain('npm install && npm start')
    expect(readme).toContain('npm test')
  })

  it('every relative link in the README and docs/ points at a file that exists', () => {
    const broken: string[] = []
    for (const file of ['README.md', ...markdown('docs')]) {
      const text = fs.readFileSync(path.join(root, file), 'utf8')
      for (const [, target = ''] of text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)) {
        // Addresses on the site (`/tc`) and other schemes are not files.
        if (/^[a-z]+:/i.test(target) || target.startsWith('/')) continue
        if (!fs.existsSync(path.resolve(root, path.dirname(file), target))) broken.push(`${file} → ${target}`)
      }
    }
    expect(broken).toEqual([])
  })

  it('every variable src/env.ts reads is documented in docs/configuration.md', () => {
    const source = fs.readFileSync(path.join(root, 'src', 'env.ts'), 'utf8')
    const schema = source.slice(source.indexOf('const schema = z.object({'), source.indexOf('\n})\n'))
    const names = [...schema.matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)].map(([, name]) => name)
    expect(names.length).toBeGreaterThan(30)
    const doc = fs.readFileSync(path.join(root, 'docs', 'configuration.md'), 'utf8')
    expect(names.filter((name) => !doc.includes(`\`${name}\``))).toEqual([])
  })
})
