/**
 * The folder rules are lint rules, not conventions: `npm run lint` fails when pure logic
 * (src/lib) imports Payload, React, Next or server code, and when browser code (src/client/,
 * or a module that says 'use client') imports server code. Each case lints a small module as if
 * it were written at that path, with the project's own ESLint configuration.
 */
import path from 'node:path'

import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '..', '..')
const eslint = new ESLint({ cwd: root })

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
  // Only the folder rules: a probe's unused import is not what is being checked.
  return (result?.messages ?? [])
    .filter((m) => m.ruleId?.startsWith('boundaries/') || m.ruleId === '@typescript-eslint/no-restricted-imports' || m.ruleId === 'no-restricted-syntax')
    .map((m) => `${m.ruleId}: ${m.message}`)
}

describe('pure logic (src/lib)', () => {
  it.each([
    ["import { getPayload } from 'payload'", 'Payload'],
    ["import config from '@payload-config'", 'Payload'],
    ["import { useState } from 'react'", 'React'],
    ["import { headers } from 'next/headers'", 'Next'],
    ["import { findNews } from '@/data/queries'", 'src/lib imports only src/lib'],
    ["import { findNews } from '../data/queries'", 'outside src/lib'],
    ["import 'server-only'", 'src/lib imports only src/lib'],
    ["import { readFileSync } from 'node:fs'", 'no files, processes'],
    ["import { AsyncLocalStorage } from 'node:async_hooks'", 'no files, processes'],
    ["import Redis from 'ioredis'", 'no files, processes'],
    ["import { verifyTransferCertificate } from '@/features/tc/lookup.server'", 'src/lib imports only src/lib'],
  ])('refuses %s', async (line, said) => {
    const found = await problems('src/lib/probe.ts', `${line}\nexport const probe = 1\n`)
    expect(found.join('\n')).toContain(said)
  })

  it.each([
    "import { sessionYearOf } from '@/lib/sessionYear'",
    "import { sessionYearOf } from './sessionYear'",
    "import type { News } from '@/payload-types'",
    "import { createHash } from 'node:crypto'",
  ])('accepts %s', async (line) => {
    expect(await problems('src/lib/probe.ts', `${line}\nexport const probe = 1\n`)).toEqual([])
  })
})

describe('browser code', () => {
  it.each([
    ['src/client/probe.ts', "import { findNews } from '@/data/queries'"],
    ['src/client/probe.ts', "import fs from 'node:fs'"],
    ['src/client/probe.ts', "import { getPayload } from 'payload'"],
    ['src/components/Probe.tsx', "'use client'\nimport { getPayload } from 'payload'"],
    ['src/components/Probe.tsx', "'use client'\nimport { env } from '@/env'"],
    ['src/components/Probe.tsx', "'use client'\nimport 'server-only'"],
  ])('%s refuses %s', async (file, lines) => {
    const found = await problems(file, `${lines}\nexport const probe = 1\n`)
    expect(found.join('\n')).toContain('boundaries/no-server-in-browser')
  })

  it.each([
    ['src/client/probe.ts', "import { normaliseAdmission } from '@/features/tc/rules'"],
    ['src/components/Probe.tsx', "'use client'\nimport type { Field } from 'payload'\nimport { useField } from '@payloadcms/ui'"],
    ['src/components/Probe.tsx', "import { getPayload } from 'payload'"],
  ])('%s accepts %s', async (file, lines) => {
    expect(await problems(file, `${lines}\nexport const probe = 1\n`)).toEqual([])
  })
})

describe('feature folders', () => {
  it.each([
    ['src/features/tc/rules.ts', "import { getPayload } from 'payload'", 'no Payload'],
    ['src/features/tc/rules.ts', "import { verifyTransferCertificate } from './lookup.server'", 'src/lib imports only src/lib'],
    ['src/features/tc/browser.ts', "import { verifyTransferCertificate } from '@/features/tc/lookup.server'", 'boundaries/no-server-in-browser'],
    ['src/features/tc/browser.ts', "import fs from 'node:fs'", 'boundaries/no-server-in-browser'],
  ])('%s refuses %s', async (file, line, said) => {
    expect((await problems(file, `${line}\nexport const probe = 1\n`)).join('\n')).toContain(said)
  })

  it('a feature\'s browser script may use its pure rules', async () => {
    expect(await problems('src/features/tc/browser.ts', "import { parseTcQuery } from './rules'\nexport const probe = parseTcQuery\n")).toEqual([])
  })
})

describe('one translation mechanism', () => {
  const probe = "export const label = (locale: string) => (locale === 'hi' ? 'कक्षा' : 'Class')\n"
  it.each(['src/components/Probe.tsx', 'src/app/(site)/probe/page.tsx', 'src/lib/probe.ts', 'src/client/probe.ts'])(
    '%s may not pick words by comparing the locale with hi',
    async (file) => {
      expect((await problems(file, probe)).join('\n')).toContain('from a catalogue')
    },
  )

  it('the i18n module itself may', async () => {
    expect(await problems('src/lib/i18n/probe.ts', probe)).toEqual([])
  })
})
