/**
 * `npm run snapshot`: starts the site on the demo content with its clock frozen (see
 * tests/snapshot/server.ts), fingerprints every public route and `/api/*` answer, and compares
 * them with tests/snapshot/routes.json, the answers as they were before. Exit 1 on any
 * difference, naming each address.
 *
 *   npm run snapshot                    compare
 *   npm run snapshot -- --update        record the current answers as the expected ones
 *   npm run snapshot -- --bodies DIR    also write each normalised answer to DIR, to diff two builds by eye
 *
 * The same comparison runs in `npm test` (tests/e2e/unchanged.spec.ts).
 */
import fs from 'node:fs'
import path from 'node:path'

import { differences, fileNameOf, snapshotOf, type Snapshot } from '../tests/snapshot/routes'
import { startFrozenSite } from '../tests/snapshot/server'
import { build, buildIsCurrent, root } from './lib'

const args = process.argv.slice(2)
const update = args.includes('--update')
const bodiesAt = args.indexOf('--bodies')
const bodies = bodiesAt >= 0 ? path.resolve(args[bodiesAt + 1] ?? 'snapshot-bodies') : undefined
const expectedFile = path.join(root, 'tests', 'snapshot', 'routes.json')

if (!buildIsCurrent()) await build()
const site = await startFrozenSite()
try {
  if (bodies) fs.mkdirSync(bodies, { recursive: true })
  const actual = await snapshotOf(site.base, site.context, bodies ? (a, b) => fs.writeFileSync(path.join(bodies, fileNameOf(a)), b) : undefined)
  if (update) {
    fs.writeFileSync(expectedFile, JSON.stringify(actual, null, 1) + '\n')
    console.log(`Recorded ${Object.keys(actual).length} answers in ${path.relative(root, expectedFile)}.`)
  } else {
    const expected = JSON.parse(fs.readFileSync(expectedFile, 'utf8')) as Snapshot
    const diff = differences(expected, actual)
    console.log(diff.length ? diff.join('\n') : `All ${Object.keys(actual).length} answers are the same as before.`)
    process.exitCode = diff.length ? 1 : 0
  }
} finally {
  await site.stop()
}
