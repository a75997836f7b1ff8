/**
 * Making fields translatable keeps every school's content: a database with content made
 * before the Hindi migration finds the same content, as English, after it; Hindi readers
 * get the English until someone translates it (fallback).
 */
import { sql } from '@payloadcms/db-sqlite'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { migrations } from '@/migrations/sqlite'
import { committedOf } from './committed'
import { findPage, updatePage } from './pages'

const committed = committedOf(migrations)
const hindi = committed.findIndex((m) => m.name.endsWith('_hindi_translations'))

let payload: Payload

beforeAll(async () => {
  const { default: config } = await import('@/payload.config')
  payload = await getPayload({ config })
  // The database as it was before the Hindi migration, with content written by the old schema.
  await payload.db.migrate({ migrations: committed.slice(0, hindi) })
  const db = (payload.db as unknown as { drizzle: { run: (q: unknown) => Promise<unknown> } }).drizzle
  await db.run(
    sql.raw(
      `INSERT INTO news (id, title, description, from_date, _status) VALUES (501, 'Sports day results', 'Red house won the relay.', '2026-01-10T00:00:00.000Z', 'published')`,
    ),
  )
  await db.run(
    sql.raw(`INSERT INTO home_page (id, about_teaser_heading, about_teaser_text) VALUES (1, 'Welcome to our school', 'Since 1978.')`),
  )
  await db.run(
    sql.raw(
      `INSERT INTO home_page_feature_cards (_order, _parent_id, id, title, text, link) VALUES (1, 1, 'card-1', 'Admissions', 'Apply now.', '/admission')`,
    ),
  )
  await db.run(
    sql.raw(
      `INSERT INTO about_page (id, history, motto) VALUES (1, '{"root":{"type":"root","children":[],"direction":null,"format":"","indent":0,"version":1}}', 'Knowledge is light')`,
    ),
  )
  // An emergency alert from before alerts were translatable (their own later migration, alerts_hindi).
  await db.run(
    sql.raw(
      `INSERT INTO emergency_alerts (id, title, message, severity, starts_at, ends_at, _status) VALUES (601, 'School closed tomorrow', 'Heavy rain.', 'danger', '2026-01-10T00:00:00.000Z', '2026-01-11T00:00:00.000Z', 'published')`,
    ),
  )
  // The school's profile of the time, with its code: later migrations make the school from it,
  // and give it the content above.
  await db.run(sql.raw(`INSERT INTO school_profile (id, name, address, school_code) VALUES (1, 'Test School', 'Ranchi', 'KSR')`))
  // Then the migration, as a production start runs it.
  await payload.db.migrate({ migrations: committed })
})

afterAll(async () => {
  await payload?.destroy()
})

describe('the Hindi migration', () => {
  it('is a committed migration here, so the test starts just before it', () => {
    expect(hindi).toBeGreaterThan(0)
  })

  it('keeps a news item, in English', async () => {
    const item = await payload.findByID({ collection: 'news', id: 501, locale: 'en', fallbackLocale: false })
    expect(item.title).toBe('Sports day results')
    expect(item.description).toBe('Red house won the relay.')
  })

  it('keeps a page, its groups and its lists, in English', async () => {
    const home = await findPage(payload, { slug: 'home-page', locale: 'en', fallbackLocale: false })
    expect(home.aboutTeaser.heading).toBe('Welcome to our school')
    expect(home.aboutTeaser.text).toBe('Since 1978.')
    expect(home.featureCards?.[0]).toMatchObject({ title: 'Admissions', text: 'Apply now.', link: '/admission' })
    const about = await findPage(payload, { slug: 'about-page', locale: 'en', fallbackLocale: false })
    expect(about.motto).toBe('Knowledge is light')
  })

  it('keeps an emergency alert, in English, and Hindi readers see the English until it is translated', async () => {
    const alert = await payload.findByID({ collection: 'emergency-alerts', id: 601, locale: 'en', fallbackLocale: false })
    expect(alert).toMatchObject({ title: 'School closed tomorrow', message: 'Heavy rain.', severity: 'danger' })
    expect((await payload.findByID({ collection: 'emergency-alerts', id: 601, locale: 'hi' })).title).toBe('School closed tomorrow')
    await payload.update({ collection: 'emergency-alerts', id: 601, locale: 'hi', data: { title: 'कल विद्यालय बंद रहेगा' } })
    const translated = await payload.findByID({ collection: 'emergency-alerts', id: 601, locale: 'hi' })
    expect(translated).toMatchObject({ title: 'कल विद्यालय बंद रहेगा', message: 'Heavy rain.' })
    expect(Object.keys(translated.translationStamps as object)).toEqual(['hi'])
    expect((await payload.findByID({ collection: 'emergency-alerts', id: 601, locale: 'en' })).title).toBe('School closed tomorrow')
  })

  it('reads the English where there is no Hindi yet, and the Hindi once written', async () => {
    const before = await payload.findByID({ collection: 'news', id: 501, locale: 'hi' })
    expect(before.title).toBe('Sports day results')
    expect(before.translationStamps ?? null).toBeNull()

    // A required field needs its Hindi too.
    await payload.update({
      collection: 'news',
      id: 501,
      locale: 'hi',
      data: { title: 'खेल दिवस के परिणाम', description: 'रिले दौड़ लाल सदन ने जीती।' },
    })
    const after = await payload.findByID({ collection: 'news', id: 501, locale: 'hi' })
    expect(after.title).toBe('खेल दिवस के परिणाम')
    expect(Object.keys(after.translationStamps as object)).toEqual(['hi'])
    const english = await payload.findByID({ collection: 'news', id: 501, locale: 'en' })
    expect(english.title).toBe('Sports day results')
  })

  it('records when each language was saved', async () => {
    await updatePage(payload, {
      slug: 'home-page',
      locale: 'hi',
      data: { aboutTeaser: { heading: 'हमारे विद्यालय में आपका स्वागत है', text: '1978 से।' } },
    })
    await updatePage(payload, {
      slug: 'home-page',
      locale: 'en',
      data: { aboutTeaser: { heading: 'Welcome to our school!', text: 'Since 1978.' } },
    })
    const home = await findPage(payload, { slug: 'home-page', locale: 'hi' })
    const stamps = home.translationStamps as { en: string; hi: string }
    expect(Date.parse(stamps.en)).toBeGreaterThanOrEqual(Date.parse(stamps.hi))
    expect(home.aboutTeaser.heading).toBe('हमारे विद्यालय में आपका स्वागत है')
    // The cards were not translated: the English shows.
    expect(home.featureCards?.[0]?.title).toBe('Admissions')
  })
})
