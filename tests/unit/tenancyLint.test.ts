/**
 * Isolation between schools is a lint rule, not a habit (src/tenancy, eslint.config.mjs):
 * `npm run lint` fails on privileged data access anywhere but the gate (src/tenancy/gate.ts),
 * and on an import of tenancy's internals from outside it. Each case lints a small module as
 * if it were written at that path, with the project's own ESLint configuration; and the source
 * tree itself has no `overrideAccess: true` outside the gate.
 */
import fs from 'node:fs'
import path from 'node:path'

import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '..', '..')
const eslint = new ESLint({ cwd: root })

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
  // Code ESLint could not read would pass any rule: the samples must parse.
  expect(result?.fatalErrorCount, result?.messages.map((m) => m.message).join('\n')).toBe(0)
  return (result?.messages ?? []).filter((m) => m.ruleId?.startsWith('tenancy/')).map((m) => `${m.ruleId}: ${m.message}`)
}

const feature = 'src/features/probe/probe.server.ts'

describe('privileged data access goes through the gate', () => {
  it.each([
    ["await payload.find({ collection: 'news', overrideAccess: true })", 'overrideAccess other than a literal false'],
    ["await req.payload.update({ collection: 'news', id: 1, data: {}, overrideAccess: !req.user })", 'overrideAccess other than a literal false'],
    ["await payload.find({ collection: 'consent-records' })", "without `overrideAccess: false`"],
    ["await req.payload.count({ collection: 'users', where: {} })", "without `overrideAccess: false`"],
    ["await payload.db.deleteMany({ collection: 'news', where: {} })", 'payload.db reaches the database'],
    ["await payload.db.drizzle.execute('select 1')", 'payload.db reaches the database'],
    ["await payload.jobs.cancel({ where: {} })", 'payload.jobs works on every school'],
  ])('refuses %s', async (line, said) => {
    const found = await problems(feature, `import type { Payload, PayloadRequest } from 'payload'\nexport async function probe(payload: Payload, req: PayloadRequest) {\n  ${line}\n}\n`)
    expect(found.join('\n')).toContain(said)
  })

  it.each([
    "await payload.find({ collection: 'news', overrideAccess: false, user: req.user })",
    "await forSchool(payload, school).find({ collection: 'news' })",
    "await allSchools(payload, 'health check').count({ collection: 'schools' })",
  ])('allows %s', async (line) => {
    const code = `import type { Payload, PayloadRequest } from 'payload'\nimport { allSchools, forSchool, type School } from '@/tenancy'\nexport async function probe(payload: Payload, req: PayloadRequest, school: School) {\n  ${line}\n}\n`
    expect(await problems(feature, code)).toEqual([])
  })

  it('allows it in the gate itself', async () => {
    expect(await problems('src/tenancy/gate.ts', "import type { Payload } from 'payload'\nexport const probe = (payload: Payload) => payload.find({ collection: 'news', overrideAccess: true })\n")).toEqual([])
  })
})

describe('tenancy keeps its internals', () => {
  it.each([
    "import { withinSchool } from '@/tenancy/gate'",
    "import { schoolOfRead } from '@/tenancy/which'",
    "import { inSchool } from '../../tenancy/scope'",
  ])('refuses %s from a feature', async (line) => {
    expect((await problems(feature, `${line}\nexport const probe = 1\n`)).join('\n')).toContain('is inside src/tenancy')
  })

  it.each([
    "import { forSchool } from '@/tenancy'",
    "import { requestSchool } from '@/tenancy/request.server'",
    "import { hostName } from '@/tenancy/rules'",
    "import { perSchool } from '@/tenancy/config'",
  ])('allows %s', async (line) => {
    expect(await problems(feature, `${line}\nexport const probe = 1\n`)).toEqual([])
  })
})

describe('the source tree', () => {
  it('has no `overrideAccess: true` outside the gate', () => {
    const found: string[] = []
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name)
        if (entry.isDirectory()) walk(file)
        else if (/\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) && !file.endsWith(path.join('src', 'tenancy', 'gate.ts'))) {
          fs.readFileSync(file, 'utf8')
            .split('\n')
            .forEach((line, i) => /overrideAccess:\s*true/.test(line) && found.push(`${path.relative(root, file)}:${i + 1}`))
        }
      }
    }
    for (const dir of ['src', 'scripts']) walk(path.join(root, dir))
    expect(found).toEqual([])
  })
})
