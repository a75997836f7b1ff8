/**
 * Every public route and every `/api/*` answer on the demo content is the same, byte for byte
 * (apart from asset hashes and the run's own times, see tests/snapshot/routes.ts), as recorded
 * in tests/snapshot/routes.json: a restructuring of the code changes nothing a visitor or an
 * API client receives. A deliberate change records the new answers with
 * `npm run snapshot -- --update`, and the commit shows which addresses changed.
 */
import fs from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { differences, fileNameOf, snapshotOf, type Snapshot } from '../snapshot/routes'
import { startFrozenSite, type FrozenSite } from '../snapshot/server'

const expectedFile = path.resolve(import.meta.dirname, '..', 'snapshot', 'routes.json')

test.describe.configure({ timeout: 6 * 60_000 })

let site: FrozenSite
test.beforeAll(async () => {
  test.setTimeout(6 * 60_000)
  site = await startFrozenSite()
})
test.afterAll(async () => {
  await site?.stop()
})

test('every public page, feed, file and API answer on the demo content is the same as before the restructuring', async ({}, info) => {
  const expected = JSON.parse(fs.readFileSync(expectedFile, 'utf8')) as Snapshot
  // The normalised answers are kept with the test's output, to compare by eye when one differs.
  const kept = info.outputPath('answers')
  fs.mkdirSync(kept, { recursive: true })
  const actual = await snapshotOf(site.base, site.context, (address, body) => fs.writeFileSync(path.join(kept, fileNameOf(address)), body))
  expect(Object.keys(actual).length).toBeGreaterThan(150)
  expect(differences(expected, actual), `answers kept in ${kept}`).toEqual([])
})
