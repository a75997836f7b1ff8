/**
 * Comments and docs that name a file or folder of this repository (`src/…`, `scripts/…`,
 * `tests/…`, `docs/…`) name one that exists, so that a reader who follows them finds what they
 * describe. In code only the comments count (a string may name a file that a test makes); in
 * Markdown and the deploy recipes, the whole text.
 */
import fs from 'node:fs'
import path from 'node:path'

import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '..', '..')

/** A path from the repository's root, as comments write them: `src/app/(site)/news/[id]/page.tsx`, `src/lib/dates` (no extension). */
const POINTER = /(?<![\w./@~$-])(?:src|scripts|tests|docs)\/[\w.\-/()[\]@]*/
/** What may follow a path in prose: `(src/env.ts)`, `src/env.ts,` or `src/env.ts.` */
const TRAILING = /[).,:;\]]$/
/** A path may leave out its extension, or name a test by its module (`tests/int/bootstrap`). */
const ENDINGS = ['', '.ts', '.tsx', '.mjs', '.js', '.md', '.test.ts', '.spec.ts', '/index.ts', '/index.tsx']

const CODE = /\.(ts|tsx|mts|mjs|js|cjs)$/
const TEXT = /\.(md|css|scss|conf|env|service)$/
/** Made by tools, not written: no pointer in them is ours. */
const GENERATED = new Set(['src/payload-types.ts', 'src/app/(payload)/admin/importMap.js'])

function exists(pointer: string): boolean {
  const full = path.join(root, pointer)
  if (ENDINGS.some((ending) => fs.existsSync(full + ending))) return true
  // An ADR by its number: docs/decisions/0006.
  const dir = path.dirname(full)
  const name = path.basename(full)
  return /^\d{4}$/.test(name) && fs.existsSync(dir) && fs.readdirSync(dir).some((entry) => entry.startsWith(`${name}-`))
}

/** The paths in `text` that lead nowhere, each as written less what follows it in prose. */
function deadPointers(text: string): string[] {
  const dead: string[] = []
  // A Markdown link, `[docs/api.md](docs/api.md)`: its text and its target are two paths.
  for (const [found] of text.replaceAll('](', '] (').matchAll(new RegExp(POINTER, 'g'))) {
    let pointer = found
    let ok = exists(pointer)
    while (!ok && TRAILING.test(pointer)) {
      pointer = pointer.slice(0, -1)
      ok = exists(pointer)
    }
    if (!ok) dead.push(pointer)
  }
  return dead
}

/** The comments of a JavaScript or TypeScript file: its strings, templates, regular expressions and JSX text blanked, then `//…` and `/*…*\/`. */
function comments(file: string, text: string): string[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : /\.[mc]?js$/.test(file) ? ts.ScriptKind.JS : ts.ScriptKind.TS
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind)
  const chars = text.split('')
  const LITERALS = new Set([
    ts.SyntaxKind.StringLiteral,
    ts.SyntaxKind.NoSubstitutionTemplateLiteral,
    ts.SyntaxKind.TemplateHead,
    ts.SyntaxKind.TemplateMiddle,
    ts.SyntaxKind.TemplateTail,
    ts.SyntaxKind.RegularExpressionLiteral,
    ts.SyntaxKind.JsxText,
  ])
  const visit = (node: ts.Node) => {
    if (LITERALS.has(node.kind)) {
      for (let i = node.getStart(source); i < node.end; i++) if (chars[i] !== '\n') chars[i] = ' '
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return [...chars.join('').matchAll(/\/\/[^\n]*|\/\*[\s\S]*?\*\//g)].map(([c]) => c)
}

function* files(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* files(rel)
    else yield rel
  }
}

describe('pointers in comments and docs', () => {
  it('finds a made-up path in a comment, and none in a string or a path that exists', () => {
    const probe = [
      "// the rules live in src/lib/no-such-module.ts (and tests/unit/no-such.test.ts).",
      "const made = 'src/lib/made-by-this-test.ts' // a string: the test writes it",
      '/** As src/env.ts (src/lib/dates), src/app/(site)/news/[id]/page.tsx and docs/decisions/0006 say. */',
      'const where = `scripts/nowhere/${name}` // a template: not a pointer either',
    ].join('\n')
    expect(comments('probe.ts', probe).flatMap(deadPointers)).toEqual(['src/lib/no-such-module.ts', 'tests/unit/no-such.test.ts'])
    expect(deadPointers('See [docs/gone.md](docs/gone.md) and [docs/api.md](docs/api.md).')).toEqual(['docs/gone.md', 'docs/gone.md'])
  })

  it('every src/…, scripts/…, tests/… and docs/… path a comment or doc names exists', () => {
    const dead: string[] = []
    const candidates = [
      ...['src', 'scripts', 'tests', 'docs', 'deploy'].flatMap((dir) => [...files(dir)]),
      ...fs.readdirSync(root).filter((name) => CODE.test(name) || name.endsWith('.md')),
      '.ci/run',
    ]
    for (const file of candidates) {
      if (GENERATED.has(file) || !(CODE.test(file) || TEXT.test(file) || file === '.ci/run')) continue
      const text = fs.readFileSync(path.join(root, file), 'utf8')
      // Parsing is the slow part: a file whose every path exists, strings and all, needs none.
      const anywhere = deadPointers(text)
      const found = anywhere.length > 0 && CODE.test(file) ? comments(file, text).flatMap(deadPointers) : anywhere
      for (const pointer of found) dead.push(`${file}: ${pointer}`)
    }
    expect(dead).toEqual([])
  })
})
