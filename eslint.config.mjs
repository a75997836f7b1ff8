import { builtinModules } from 'node:module'
import path from 'node:path'

import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

/**
 * What code running in the browser may not import: Node's modules, Payload's server side, our
 * server folders and anything marked `server-only` or `*.server`. Type-only imports are free.
 * Payload's client packages (`@payloadcms/ui`, `payload/shared`) are for the admin's components.
 */
const SERVER_ONLY = [
  /^node:/,
  new RegExp(`^(${builtinModules.join('|')})(/|$)`),
  /^payload(\/(?!shared$).*)?$/,
  /^@payloadcms\/(db-|email-|drizzle|graphql|next\/(?!client))/,
  /^@payload-config$/,
  /^server-only$/,
  /\.server(\.tsx?)?$/,
  /^@\/(data|api|server|db|globals|hooks|access|fields|backup|email|search|content|seed|migrations|compliance)(\/|$)/,
  /^@\/(env|payload\.config|proxy)$/,
]

/** Browser code: `src/client/` (the site's plain script), a feature's `browser.ts`, and every module that says 'use client'. */
const boundaries = {
  rules: {
    'no-server-in-browser': {
      meta: {
        type: 'problem',
        docs: { description: 'Browser code imports no server code' },
        messages: { server: "'{{source}}' is server code; browser code ({{why}}) may not import it." },
        schema: [],
      },
      create(context) {
        const inClientFolder = /(^|[\\/])src[\\/]client[\\/]/.test(context.filename)
        const featureScript = /(^|[\\/])src[\\/]features[\\/][^\\/]+[\\/]browser\.ts$/.test(context.filename)
        let why = inClientFolder ? 'src/client/' : featureScript ? "a feature's browser.ts" : null
        const check = (node, source, typeOnly) => {
          if (!why || typeOnly || typeof source !== 'string') return
          if (SERVER_ONLY.some((re) => re.test(source))) context.report({ node, messageId: 'server', data: { source, why } })
        }
        return {
          Program(program) {
            if (!why && program.body.some((s) => s.type === 'ExpressionStatement' && s.directive === 'use client')) why = "'use client'"
          },
          ImportDeclaration: (node) =>
            check(node, node.source.value, node.importKind === 'type' || (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === 'type'))),
          ExportNamedDeclaration: (node) => node.source && check(node, node.source.value, node.exportKind === 'type'),
          ExportAllDeclaration: (node) => check(node, node.source.value, node.exportKind === 'type'),
          ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value, false),
        }
      },
    },
  },
}

/** A relative import from src/lib must stay inside src/lib (the patterns below see only names). */
boundaries.rules['lib-stays-in-lib'] = {
  meta: {
    type: 'problem',
    docs: { description: 'src/lib imports only src/lib' },
    messages: { outside: "'{{source}}' is outside src/lib; pure logic imports only pure logic." },
    schema: [],
  },
  create(context) {
    const lib = path.join(path.dirname(new URL(import.meta.url).pathname), 'src', 'lib')
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return
      const target = path.resolve(path.dirname(context.filename), source)
      if (target !== lib && !target.startsWith(lib + path.sep)) context.report({ node, messageId: 'outside', data: { source } })
    }
    return {
      ImportDeclaration: (node) => node.importKind !== 'type' && check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    }
  },
}

/**
 * Tenancy (src/tenancy, docs/security.md "Isolation between schools"): privileged data access
 * goes through the one gate (src/tenancy/gate.ts), and code outside src/tenancy imports only its
 * public entries.
 */
const LOCAL_API = new Set([
  'find', 'findByID', 'count', 'create', 'update', 'delete', 'duplicate', 'findDistinct',
  'findVersions', 'findVersionByID', 'countVersions', 'restoreVersion',
  'findGlobal', 'updateGlobal', 'findGlobalVersions', 'findGlobalVersionByID', 'countGlobalVersions', 'restoreGlobalVersion',
])
/** `payload`, `req.payload`, `args.req.payload`…: what the Local API is called on. */
const isPayload = (node) =>
  (node.type === 'Identifier' && node.name === 'payload') ||
  (node.type === 'MemberExpression' && !node.computed && node.property.type === 'Identifier' && node.property.name === 'payload')
const GATE = "use forSchool(payload, school) or allSchools(payload, reason) from '@/tenancy' (src/tenancy/gate.ts)"
const tenancy = {
  rules: {
    'privileged-through-gate': {
      meta: {
        type: 'problem',
        docs: { description: 'Privileged data access only through the tenancy gate' },
        messages: {
          override: `overrideAccess other than a literal false skips every access rule: ${GATE}.`,
          implicit: "A Local API call without `overrideAccess: false` skips every access rule (Payload's default): say `overrideAccess: false` to read with the caller's access, or " + GATE + '.',
          adapter: `payload.db reaches the database past every rule and every school: ${GATE}.`,
          jobs: `payload.jobs works on every school's jobs: ${GATE}.`,
        },
        schema: [],
      },
      create(context) {
        return {
          Property(node) {
            // A hook reading the flag it is given (`{ overrideAccess }` in its parameters) sets nothing.
            if (node.parent?.type === 'ObjectPattern') return
            const key = node.key.type === 'Identifier' ? node.key.name : node.key.value
            if (key !== 'overrideAccess') return
            if (!(node.value.type === 'Literal' && node.value.value === false)) context.report({ node, messageId: 'override' })
          },
          MemberExpression(node) {
            if (node.computed || node.property.type !== 'Identifier' || !isPayload(node.object)) return
            if (node.property.name === 'db') context.report({ node, messageId: 'adapter' })
            if (node.property.name === 'jobs') context.report({ node, messageId: 'jobs' })
          },
          CallExpression(node) {
            const callee = node.callee
            if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier') return
            if (!LOCAL_API.has(callee.property.name) || !isPayload(callee.object)) return
            const options = node.arguments[0]
            const says = options?.type === 'ObjectExpression' && options.properties.some((p) => p.type === 'Property' && (p.key.name ?? p.key.value) === 'overrideAccess')
            if (!says) context.report({ node, messageId: 'implicit' })
          },
        }
      },
    },
    'public-entries-only': {
      meta: {
        type: 'problem',
        docs: { description: 'Code outside src/tenancy imports only its public entries' },
        messages: { internal: "'{{source}}' is inside src/tenancy: import '@/tenancy', '@/tenancy/request.server', '@/tenancy/rules', '@/tenancy/config' or '@/tenancy/admin'." },
        schema: [],
      },
      create(context) {
        const root = path.dirname(new URL(import.meta.url).pathname)
        const dir = path.join(root, 'src', 'tenancy')
        if (context.filename.startsWith(dir + path.sep)) return {}
        const publicEntries = new Set(['index', 'request.server', 'rules', 'config', 'admin'].map((f) => path.join(dir, f)))
        const check = (node, source) => {
          if (typeof source !== 'string') return
          const target = source.startsWith('@/') ? path.join(root, 'src', source.slice(2)) : source.startsWith('.') ? path.resolve(path.dirname(context.filename), source) : null
          if (!target || !(target + path.sep).startsWith(dir + path.sep) || target === dir) return
          if (!publicEntries.has(target.replace(/\.tsx?$/, ''))) context.report({ node, messageId: 'internal', data: { source } })
        }
        return {
          ImportDeclaration: (node) => check(node, node.source.value),
          ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
          ExportAllDeclaration: (node) => check(node, node.source.value),
          ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
        }
      },
    },
  },
}

/** Pure logic: no Payload, React, Next or server code; only other pure modules and types. */
const PURE_LOGIC_IMPORTS = {
  patterns: [
    { group: ['payload', 'payload/*', '@payloadcms/*', '@payload-config'], message: 'src/lib is pure logic: no Payload (pass what it needs in).', allowTypeImports: false },
    { group: ['react', 'react/*', 'react-dom', 'react-dom/*', 'next', 'next/*'], message: 'src/lib is pure logic: no React or Next.' },
    // A feature's rules.ts is pure logic too (linted as this): consent, alerts, search, the disclosure.
    { group: ['server-only', '*.server', '@/*', '!@/lib', '!@/lib/**', '!@/features', '@/features/*', '!@/features/*/', '@/features/*/*', '!@/features/*/rules'], message: 'src/lib imports only src/lib and features\' rules.ts (and types from @/payload-types).' },
    { group: ['@/payload-types'], message: 'Only types may come from @/payload-types.', allowTypeImports: true },
    // No I/O and no state kept between calls: files, processes, sockets, Redis and request context are src/server's.
    {
      group: ['node:fs', 'node:fs/*', 'fs', 'fs/*', 'node:child_process', 'child_process', 'node:async_hooks', 'async_hooks', 'node:net', 'node:http', 'node:https', 'ioredis', 'rate-limiter-flexible'],
      message: 'src/lib is pure logic: no files, processes, sockets, Redis or request state (src/server holds those).',
      allowTypeImports: true,
    },
  ],
}

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    '.next/**',
    'data/**',
    'node_modules/**',
    'test-results/**',
    'playwright-report/**',
    'next-env.d.ts',
    'src/payload-types.ts',
    'src/migrations/**',
    'src/app/(payload)/admin/importMap.js',
  ]),
  {
    rules: {
      // Plain links on purpose: pages are server-rendered, and viewport prefetching of every
      // menu link would cost parents on slow mobile data more than client navigation saves.
      '@next/next/no-html-link-for-pages': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-expect-error': true, 'ts-ignore': true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx,js,mjs}'],
    plugins: { boundaries },
    rules: { 'boundaries/no-server-in-browser': 'error' },
  },
  {
    // One translation mechanism: words in a language come from a catalogue (src/lib/i18n/catalogue),
    // never from a comparison with the language's code.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/i18n/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "BinaryExpression[operator=/^[!=]==?$/][right.value='hi'], BinaryExpression[operator=/^[!=]==?$/][left.value='hi']",
          message: "Pick the page's words from a catalogue (defineWords / wordsIn in src/lib/i18n/catalogue), not by comparing the locale with 'hi'.",
        },
      ],
    },
  },
  {
    // Privileged reads and writes through the one gate; tenancy's internals stay its own.
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.ts'],
    ignores: ['src/tenancy/gate.ts', '**/*.test.ts', 'src/db/**', 'src/backup/**'],
    plugins: { tenancy },
    rules: { 'tenancy/privileged-through-gate': 'error', 'tenancy/public-entries-only': 'error' },
  },
  {
    files: ['src/lib/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', PURE_LOGIC_IMPORTS], 'boundaries/lib-stays-in-lib': 'error' },
  },
  {
    // A feature's pure logic (src/features/<f>/rules.ts) is held to the same rule as src/lib.
    files: ['src/features/*/rules.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', PURE_LOGIC_IMPORTS] },
  },
])
