/**
 * Each content type's two mappings (CMS document → old-API record, record → CMS data) name
 * every field: leaving one out of either fails `npm run typecheck`. The test takes each
 * resource module, removes one field at a time from each mapping (every field of every
 * resource), and type-checks each result with the project's own compiler settings: all of them
 * beside the modules in one program, so the types they share are worked out once.
 */
import fs from 'node:fs'
import path from 'node:path'

import ts from 'typescript'
import { describe, expect, it } from 'vitest'

import { RESOURCES } from '@/content/resources'

const root = path.resolve(import.meta.dirname, '..', '..')
const src = path.join(root, 'src')

/**
 * The project's compiler settings over the resource modules (with what they import and the
 * project's declaration files) and, beside them, the given variants (each a module of its own,
 * which nothing imports): one program and one type checker for all, so the types every resource
 * uses are worked out once.
 */
function check(variants: Map<string, string>): (file: string) => string[] {
  const configPath = path.join(root, 'tsconfig.json')
  const config = ts.parseJsonConfigFileContent(ts.readConfigFile(configPath, ts.sys.readFile).config, ts.sys, root)
  const host = ts.createCompilerHost(config.options)
  const getSourceFile = host.getSourceFile.bind(host)
  host.getSourceFile = (f, language, ...rest) => {
    const text = variants.get(f)
    return text === undefined ? getSourceFile(f, language, ...rest) : ts.createSourceFile(f, text, language, true)
  }
  const fileExists = host.fileExists.bind(host)
  host.fileExists = (f) => variants.has(f) || fileExists(f)
  const readFile = host.readFile.bind(host)
  host.readFile = (f) => variants.get(f) ?? readFile(f)
  // The resource modules and what they import, the project's declaration files, and the variants.
  const rootNames = [...files, ...config.fileNames.filter((f) => f.endsWith('.d.ts')), ...variants.keys()]
  const program = ts.createProgram({ rootNames, options: config.options, host })
  return (file) => program.getSemanticDiagnostics(program.getSourceFile(file)).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))
}

/** The fields of a resource's `toRecord` and `toData` object literals, each with its text span. */
function mappingFields(file: string, text: string) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  const out: { mapping: string; name: string; start: number; end: number }[] = []
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && ['toRecord', 'toData'].includes(node.name.text)) {
      const fn = node.initializer
      if (ts.isArrowFunction(fn) && ts.isParenthesizedExpression(fn.body) && ts.isObjectLiteralExpression(fn.body.expression)) {
        const list = fn.body.expression.properties
        for (const p of list) {
          if (!ts.isPropertyAssignment(p) || !p.name) continue
          // The field and the comma after it.
          const end = text[p.end] === ',' ? p.end + 1 : p.end
          out.push({ mapping: node.name.text, name: p.name.getText(source), start: p.getStart(source), end })
        }
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return out
}

/** Every content type's or feature's resource.ts (src/content/<type>/, src/features/<f>/). */
const files = ['content', 'features']
  .flatMap((top) => fs.readdirSync(path.join(src, top), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => path.join(src, top, d.name, 'resource.ts')))
  .filter((f) => fs.existsSync(f) && /\btoRecord\b/.test(fs.readFileSync(f, 'utf8')))
/** A resource module's name, as its definition says it (`name: 'news'`). */
const nameIn = (file: string) => /\bname: '([^']+)'/.exec(fs.readFileSync(file, 'utf8'))?.[1]
const shortName = (file: string) => path.relative(src, file)

describe('a field left out of a mapping fails the type check', () => {
  it('covers every resource the API, export and import use', () => {
    const named = files.map(nameIn).sort()
    expect(named).toEqual(RESOURCES.map((r) => r.name).sort())
  })

  it('each resource module type-checks as it is, and fails with any one field taken out of either mapping', { timeout: 300_000 }, () => {
    const variants = new Map<string, string>()
    const taken: { file: string; variant: string; field: { mapping: string; name: string } }[] = []
    for (const file of files) {
      const text = fs.readFileSync(file, 'utf8')
      const fields = mappingFields(file, text)
      expect(fields.filter((f) => f.mapping === 'toRecord').length, shortName(file)).toBeGreaterThan(0)
      expect(fields.filter((f) => f.mapping === 'toData').length, shortName(file)).toBeGreaterThan(0)
      for (const f of fields) {
        // Beside the module, so that its imports resolve as they do for it.
        const variant = path.join(path.dirname(file), `without-${taken.length}-${path.basename(file)}`)
        variants.set(variant, text.slice(0, f.start) + text.slice(f.end))
        taken.push({ file, variant, field: f })
      }
    }
    const errorsIn = check(variants)
    for (const file of files) expect(errorsIn(file), `${shortName(file)} as it is`).toEqual([])
    const passing = taken
      .filter(({ variant, field }) => !errorsIn(variant).some((e) => e.includes(`'${field.name.replace(/^'|'$/g, '')}'`)))
      .map(({ file, field }) => `${shortName(file)} ${field.mapping} without ${field.name}`)
    expect(taken.length).toBeGreaterThan(2 * files.length)
    expect(passing).toEqual([])
  })
})
