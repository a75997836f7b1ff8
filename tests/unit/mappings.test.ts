/**
 * Each content type's two mappings (CMS document → old-API record, record → CMS data) name
 * every field: leaving one out of either fails `npm run typecheck`. The test takes each
 * resource module, removes one field at a time from each mapping (every field of news, the
 * last field of each mapping of the others, to keep the run short), and type-checks the result
 * with the project's own compiler settings.
 */
import fs from 'node:fs'
import path from 'node:path'

import ts from 'typescript'
import { describe, expect, it } from 'vitest'

import { RESOURCES } from '@/content/resources'

const root = path.resolve(import.meta.dirname, '..', '..')
const src = path.join(root, 'src')

/** The language service over the project, with one file's text replaceable in memory. */
function checker() {
  const configPath = path.join(root, 'tsconfig.json')
  const config = ts.parseJsonConfigFileContent(ts.readConfigFile(configPath, ts.sys.readFile).config, ts.sys, root)
  const replaced = new Map<string, { text: string; version: number }>()
  const host: ts.LanguageServiceHost = {
    getScriptFileNames: () => config.fileNames,
    getScriptVersion: (f) => String(replaced.get(f)?.version ?? 0),
    getScriptSnapshot: (f) => {
      const text = replaced.get(f)?.text ?? ts.sys.readFile(f)
      return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text)
    },
    getCurrentDirectory: () => root,
    getCompilationSettings: () => config.options,
    getDefaultLibFileName: ts.getDefaultLibFilePath,
    fileExists: (f) => replaced.has(f) || ts.sys.fileExists(f),
    readFile: (f) => replaced.get(f)?.text ?? ts.sys.readFile(f),
    readDirectory: ts.sys.readDirectory,
    directoryExists: ts.sys.directoryExists,
    getDirectories: ts.sys.getDirectories,
  }
  const service = ts.createLanguageService(host)
  let version = 0
  return (file: string, text: string) => {
    replaced.set(file, { text, version: ++version })
    return service.getSemanticDiagnostics(file).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))
  }
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
    const check = checker()
    const passing: string[] = []
    let tried = 0
    for (const file of files) {
      const text = fs.readFileSync(file, 'utf8')
      expect(check(file, text), `${shortName(file)} as it is`).toEqual([])
      const fields = mappingFields(file, text)
      expect(fields.filter((f) => f.mapping === 'toRecord').length, shortName(file)).toBeGreaterThan(0)
      expect(fields.filter((f) => f.mapping === 'toData').length, shortName(file)).toBeGreaterThan(0)
      const last = (mapping: string) => fields.filter((f) => f.mapping === mapping).at(-1)
      const taken = nameIn(file) === 'news' ? fields : [last('toRecord')!, last('toData')!]
      for (const f of taken) {
        tried += 1
        const errors = check(file, text.slice(0, f.start) + text.slice(f.end))
        if (!errors.some((e) => e.includes(`'${f.name.replace(/^'|'$/g, '')}'`))) passing.push(`${shortName(file)} ${f.mapping} without ${f.name}`)
      }
      check(file, text)
    }
    expect(tried).toBeGreaterThan(2 * files.length)
    expect(passing).toEqual([])
  })
})
