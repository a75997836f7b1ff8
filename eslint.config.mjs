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
  /^@\/(data|api|server|db|collections|globals|hooks|access|fields|backup|email|search|content|seed|migrations|resources|compliance)(\/|$)/,
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

/** Pure logic: no Payload, React, Next or server code; only other pure modules and types. */
const PURE_LOGIC_IMPORTS = {
  patterns: [
    { group: ['payload', 'payload/*', '@payloadcms/*', '@payload-config'], message: 'src/lib is pure logic: no Payload (pass what it needs in).', allowTypeImports: false },
    { group: ['react', 'react/*', 'react-dom', 'react-dom/*', 'next', 'next/*'], message: 'src/lib is pure logic: no React or Next.' },
    { group: ['server-only', '*.server', '@/*', '!@/lib', '!@/lib/**'], message: 'src/lib imports only src/lib (and types from @/payload-types).' },
    { group: ['@/payload-types'], message: 'Only types may come from @/payload-types.', allowTypeImports: true },
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
    files: ['src/lib/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', PURE_LOGIC_IMPORTS], 'boundaries/lib-stays-in-lib': 'error' },
  },
  {
    // A feature's pure logic (src/features/<f>/rules.ts) is held to the same rule as src/lib.
    files: ['src/features/*/rules.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', PURE_LOGIC_IMPORTS] },
  },
])
