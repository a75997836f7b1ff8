/**
 * The Hindi migration on PostgreSQL keeps existing content as English, as on SQLite
 * (localize-migration.test.ts): its single generated script is split before the first
 * DROP COLUMN, where src/migrations/localize.ts copies the columns into the English rows.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { PostgresCluster } from '../servers/postgres'
import { postgresPayload, stopPostgresPayload } from './postgresPayload'
import { findPage } from './pages'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ksr-localize-pg-'))
const cluster = new PostgresCluster(dir, ['site'])
let payload: Payload

beforeAll(async () => {
  const started = await postgresPayload(cluster)
  payload = started.payload
  const committed = started.migrations
  const { sql } = await import('@payloadcms/db-postgres')
  const hindi = committed.findIndex((m) => m.name.endsWith('_hindi_translations'))
  expect(hindi).toBeGreaterThan(0)
  await payload.db.migrate({ migrations: committed.slice(0, hindi) })
  const db = (payload.db as unknown as { drizzle: { execute: (q: unknown) => Promise<unknown> } }).drizzle
  await db.execute(
    sql.raw(
      `INSERT INTO news (id, title, description, from_date, _status) VALUES (501, 'Sports day results', 'Red house won the relay.', '2026-01-10', 'published')`,
    ),
  )
  await db.execute(
    sql.raw(`INSERT INTO home_page (id, about_teaser_heading, about_teaser_text) VALUES (1, 'Welcome to our school', 'Since 1978.')`),
  )
  await db.execute(
    sql.raw(
      `INSERT INTO home_page_feature_cards (_order, _parent_id, id, title, text, link) VALUES (1, 1, 'card-1', 'Admissions', 'Apply now.', '/admission')`,
    ),
  )
  await db.execute(
    sql.raw(
      `INSERT INTO emergency_alerts (id, title, message, severity, starts_at, ends_at, _status) VALUES (601, 'School closed tomorrow', 'Heavy rain.', 'danger', '2026-01-10', '2026-01-11', 'published')`,
    ),
  )
  // The school's profile of the time, with its code: later migrations make the school from it,
  // whose pages these become (as on SQLite).
  await db.execute(sql.raw(`INSERT INTO school_profile (id, name, address, school_code) VALUES (1, 'Test School', 'Ranchi', 'KSR')`))
  await payload.db.migrate({ migrations: committed })
}, 600_000)

afterAll(async () => {
  await stopPostgresPayload(payload, cluster)
  fs.rmSync(dir, { recursive: true, force: true })
})

describe('the Hindi migration on PostgreSQL', () => {
  it('keeps a news item and a page with its list, in English, and Hindi readers see the English', async () => {
    const item = await payload.findByID({ collection: 'news', id: 501, locale: 'en', fallbackLocale: false })
    expect(item).toMatchObject({ title: 'Sports day results', description: 'Red house won the relay.' })
    const home = await findPage(payload, { slug: 'home-page', locale: 'en', fallbackLocale: false })
    expect(home.aboutTeaser).toMatchObject({ heading: 'Welcome to our school', text: 'Since 1978.' })
    expect(home.featureCards?.[0]).toMatchObject({ title: 'Admissions', text: 'Apply now.', link: '/admission' })
    const inHindi = await payload.findByID({ collection: 'news', id: 501, locale: 'hi' })
    expect(inHindi.title).toBe('Sports day results')
    // Emergency alerts became translatable later (alerts_hindi): theirs is kept the same way.
    const alert = await payload.findByID({ collection: 'emergency-alerts', id: 601, locale: 'en', fallbackLocale: false })
    expect(alert).toMatchObject({ title: 'School closed tomorrow', message: 'Heavy rain.' })
    expect((await payload.findByID({ collection: 'emergency-alerts', id: 601, locale: 'hi' })).title).toBe('School closed tomorrow')
  })
})
