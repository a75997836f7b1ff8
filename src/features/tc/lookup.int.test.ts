/**
 * The TC lookup's privacy rules, through the real route handler and Local API: minimal fields
 * unless the school turns more on, the retention day, the lookup log and who may read it.
 */
import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { TC_LINK_LIFETIME_SECONDS } from '@/features/tc/lookup.server'
import { pruneTcLookups } from '@/features/tc/log.server'
import { schoolToday } from '@/features/tc/rules'
import { build, day } from '@/seed/builders'
import { makePdf } from '@/seed/files'
import { rest, signIn } from '../../../tests/int/isolation'
import { staffUsers, testPayload } from '../../../tests/int/payload'
import { findPage, updatePage } from '../../../tests/int/pages'

type Json = Record<string, unknown>

let payload: Payload
let users: Awaited<ReturnType<typeof staffUsers>>
let certificate: number
let address = 0

const tc = async (body: unknown, from = `203.0.113.${(address += 1)}`) => {
  const { POST } = await import('@/app/api/tc/[school]/route')
  return POST(
    new Request('http://localhost/api/tc/KSR', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({ school: 'KSR' }) },
  )
}

const settings = (data: { showClass?: boolean; showDates?: boolean; retentionYears?: number }) =>
  updatePage(payload, { slug: 'tc-settings', data, overrideAccess: true })

const addTc = (admission: number | string, o: Parameters<typeof build.transferCertificate>[1] = {}) =>
  payload.create({
    collection: 'transfer-certificates',
    data: build.transferCertificate(certificate, { admissionNumber: String(admission), tcNumber: `KSR/TC/T/${admission}`, ...o }),
  })

const logEntries = async () =>
  (await payload.find({ collection: 'tc-lookups', sort: '-id', limit: 100, overrideAccess: true, depth: 0 })).docs

/** A day `offset` days from today at the school, as the seed stores days (midnight UTC). */
const dayFromToday = (offset: number) => {
  const [y, m, d] = schoolToday(new Date()).split('-').map(Number) as [number, number, number]
  return day(y, m, d + offset)
}

beforeAll(async () => {
  payload = await testPayload()
  await updatePage(payload, {
    slug: 'school-profile',
    data: { name: 'Test School', address: 'Somewhere' },
    overrideAccess: true,
  })
  users = await staffUsers(payload)
  const pdf = await makePdf('Transfer Certificate', ['A test certificate'], 'Test School')
  certificate = (
    await payload.create({
      collection: 'certificates',
      data: {},
      file: { data: pdf, mimetype: 'application/pdf', name: 'tc-test.pdf', size: pdf.length },
    })
  ).id
  await addTc(10234, { studentName: 'Rohan Verma', classLastStudied: 'VIII', dateOfIssue: dayFromToday(-30) })
})

afterEach(async () => {
  await settings({ showClass: false, showDates: false, retentionYears: 5 })
})

describe('admission numbers as schools write them', () => {
  it('finds "KSR/2026/0042" however its case and spaces are typed, and answers it as text; digits stay a number', async () => {
    await addTc('KSR/2026/0042', { studentName: 'Ananya Test' })
    const res = await tc({ admission: ' ksr/2026/0042 ', name: 'Ananya Test' })
    expect(res.status).toBe(200)
    expect(((await res.json()) as { data: Json }).data).toMatchObject({ admission: 'KSR/2026/0042', name: 'Ananya Test' })
    const digits = (await (await tc({ admission: '10234', name: 'Rohan Verma' })).json()) as { data: Json }
    expect(digits.data.admission).toBe(10234)
  })

  it('refuses other characters with a message naming the field and what it may hold', async () => {
    const res = await tc({ admission: '12#4', name: 'Rohan Verma' })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ field: 'admission', message: expect.stringMatching(/letters, digits, \/ and -/) })
  })

  it('the register refuses other characters too, and keeps a number in capitals without spaces', async () => {
    await expect(addTc('KSR 98765')).rejects.toMatchObject({
      data: { errors: [expect.objectContaining({ path: 'admissionNumber', message: expect.stringMatching(/letters, digits, \/ and -/) })] },
    })
    expect((await addTc(' ksr-98765 ')).admissionNumber).toBe('KSR-98765')
  })

  it('counts only failed lookups toward the limit: 15 found in a row from one address all succeed, then failures are still stopped', async () => {
    const from = '198.51.100.30'
    for (let i = 0; i < 15; i += 1) expect((await tc({ admission: 10234, name: 'Rohan Verma' }, from)).status, `lookup ${i + 1}`).toBe(200)
    for (let i = 0; i < 10; i += 1) expect((await tc({ admission: 700 + i, name: 'X' }, from)).status).toBe(404)
    expect((await tc({ admission: 10234, name: 'Rohan Verma' }, from)).status).toBe(429)
  })
})

describe('the answer to an exact match', () => {
  it('holds the name, numbers and the scan, but no class and no date by default', async () => {
    const res = await tc({ admission: 10234, name: ' rohan  VERMA ' })
    expect(res.status).toBe(200)
    const { data } = (await res.json()) as { data: Json }
    expect(Object.keys(data).sort()).toEqual(['admission', 'certificateUrl', 'name', 'tcNumber'])
    expect(data).toMatchObject({ admission: 10234, name: 'Rohan Verma', tcNumber: 'KSR/TC/T/10234' })
    expect(data.certificateUrl).toMatch(/^\/tc\/certificate\/\d+-\d+-\d+-[\w-]{32}$/)
  })

  it('adds the class and the date of issue, under their old names, when the school turns them on', async () => {
    await settings({ showClass: true })
    let { data } = (await (await tc({ admission: 10234, name: 'Rohan Verma' })).json()) as { data: Json }
    expect(data.class).toBe('VIII')
    expect(data).not.toHaveProperty('dateOfIssue')
    await settings({ showClass: false, showDates: true })
    ;({ data } = (await (await tc({ admission: 10234, name: 'Rohan Verma' })).json()) as { data: Json })
    expect(data).not.toHaveProperty('class')
    expect(data.dateOfIssue).toBe(dayFromToday(-30).slice(0, 10))
  })

  it('needs the whole name: a part of it, or another spelling, finds nothing', async () => {
    for (const name of ['Rohan', 'Rohan Varma', 'RohanVerma', 'Rohan Verma Jr']) {
      expect((await tc({ admission: 10234, name })).status, name).toBe(404)
    }
  })

  it('cannot be had by GET, and a POST without both fields names the missing one', async () => {
    const { GET } = await import('@/app/api/tc/[school]/route')
    const res = await GET(new Request('http://localhost/api/tc/KSR'), { params: Promise.resolve({ school: 'KSR' }) })
    expect(res.status).toBe(405)
    expect(await res.json()).toMatchObject({ data: null })
    const missing = await tc({ name: 'Rohan Verma' })
    expect(missing.status).toBe(400)
    expect(await missing.json()).toMatchObject({ field: 'admission' })
  })
})

describe('retention', () => {
  it('sets "remove from lookup after" to the date of issue plus the school\'s years when left empty', async () => {
    const fiveYears = await addTc(20001, { studentName: 'Asha Kujur', dateOfIssue: day(2025, 4, 10) })
    expect(fiveYears.removeFromLookupAfter?.slice(0, 10)).toBe('2030-04-10')
    await settings({ retentionYears: 2 })
    const twoYears = await addTc(20002, { studentName: 'Birsa Munda', dateOfIssue: day(2025, 4, 10) })
    expect(twoYears.removeFromLookupAfter?.slice(0, 10)).toBe('2027-04-10')
    const chosen = await addTc(20003, { studentName: 'Chandan Das', dateOfIssue: day(2025, 4, 10), removeFromLookupAfter: day(2026, 1, 1) })
    expect(chosen.removeFromLookupAfter?.slice(0, 10)).toBe('2026-01-01')
  })

  it('shows a record through its last day, and not the day after', async () => {
    await addTc(20010, { studentName: 'Last Day', dateOfIssue: day(2020, 1, 1), removeFromLookupAfter: dayFromToday(0) })
    await addTc(20011, { studentName: 'Day After', dateOfIssue: day(2020, 1, 1), removeFromLookupAfter: dayFromToday(-1) })
    expect((await tc({ admission: 20010, name: 'Last Day' })).status).toBe(200)
    const gone = await tc({ admission: 20011, name: 'Day After' })
    expect(gone.status).toBe(404)
    expect(await gone.json()).toEqual((await (await tc({ admission: 99999, name: 'Nobody' })).json()) as Json)
  })

  it('counts a record saved before the field existed from its date of issue', async () => {
    const old = await addTc(20020, { studentName: 'Old Record', dateOfIssue: day(2018, 6, 1) })
    const recent = await addTc(20021, { studentName: 'Recent Record', dateOfIssue: dayFromToday(-10) })
    // As a row from before the migration: no value at all.
    for (const { id } of [old, recent]) {
      await payload.db.updateOne({ collection: 'transfer-certificates', id, data: { removeFromLookupAfter: null } })
    }
    expect((await tc({ admission: 20020, name: 'Old Record' })).status).toBe(404)
    expect((await tc({ admission: 20021, name: 'Recent Record' })).status).toBe(200)
  })
})

describe('the link to the scan', () => {
  const MINUTE = 60_000

  /** The scan behind a link, through the real route, as a browser asks for it. */
  const scan = async (href: string) => {
    const { GET } = await import('@/app/tc/certificate/[token]/route')
    const token = href.replace('/tc/certificate/', '')
    return GET(new Request(`http://localhost${href}`), { params: Promise.resolve({ token }) })
  }

  /** A lookup's link to the scan of a new record. */
  const linkFor = async (admissionNumber: number, o: Parameters<typeof addTc>[1] = {}) => {
    const record = await addTc(admissionNumber, { studentName: `Pupil ${admissionNumber}`, dateOfIssue: dayFromToday(-3), ...o })
    const res = await tc({ admission: admissionNumber, name: `Pupil ${admissionNumber}` })
    expect(res.status).toBe(200)
    const { data } = (await res.json()) as { data: { certificateUrl: string } }
    return { record, href: data.certificateUrl }
  }

  const expectGone = async (href: string) => {
    const res = await scan(href)
    // A page for the person who followed the link, saying what to do, in English and Hindi.
    expect(res.status).toBe(410)
    expect(res.headers.get('x-robots-tag')).toMatch(/noindex/)
    expect(res.headers.get('content-type')).toMatch(/^text\/html/)
    const page = await res.text()
    expect(page).toContain('look it up again')
    expect(page).toContain('href="/tc"')
    expect(page).toContain('href="/hi/tc"')
  }

  afterEach(() => {
    vi.useRealTimers()
  })

  it(`works for ${TC_LINK_LIFETIME_SECONDS / 60} minutes after the lookup, kept by no cache, and not a moment longer`, async () => {
    expect(TC_LINK_LIFETIME_SECONDS).toBe(30 * 60)
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() })
    const { href } = await linkFor(30001)
    const res = await scan(href)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    vi.setSystemTime(Date.now() + 29 * MINUTE)
    expect((await scan(href)).status).toBe(200)
    vi.setSystemTime(Date.now() + 1 * MINUTE + 1000)
    await expectGone(href)
    // A later time written into the link breaks its signature.
    const [, tcId, certId, expires, sig] = /^\/tc\/certificate\/(\d+)-(\d+)-(\d+)-(.+)$/.exec(href)!
    await expectGone(`/tc/certificate/${tcId}-${certId}-${Number(expires) + 3600}-${sig}`)
  })

  it("stops working once the record's \"Remove from lookup after\" day has passed", async () => {
    const { record, href } = await linkFor(30002, { removeFromLookupAfter: dayFromToday(0) })
    expect((await scan(href)).status).toBe(200)
    const data = { removeFromLookupAfter: dayFromToday(-1) }
    await payload.update({ collection: 'transfer-certificates', id: record.id, data, overrideAccess: true })
    await expectGone(href)
  })

  it('stops working once the record is deleted', async () => {
    const { record, href } = await linkFor(30003)
    expect((await scan(href)).status).toBe(200)
    await payload.delete({ collection: 'transfer-certificates', id: record.id, overrideAccess: true })
    await expectGone(href)
  })

  it('stops working when the record is given another scan, or is taken into an import under way', async () => {
    const { record, href } = await linkFor(30004)
    const pdf = await makePdf('Transfer Certificate', ['A corrected certificate'], 'Test School')
    const corrected = await payload.create({
      collection: 'certificates',
      data: {},
      file: { data: pdf, mimetype: 'application/pdf', name: 'tc-corrected.pdf', size: pdf.length },
    })
    await payload.update({ collection: 'transfer-certificates', id: record.id, data: { certificate: corrected.id }, overrideAccess: true })
    await expectGone(href)

    const other = await linkFor(30005)
    await payload.db.updateOne({ collection: 'transfer-certificates', id: other.record.id, data: { importRun: 'run-under-way' } })
    await expectGone(other.href)
  })
})

describe('the lookup log', () => {
  it('records each outcome with the time, address and door, but not what was searched for', async () => {
    const before = (await logEntries())[0]?.id ?? 0
    await tc({ admission: 10234, name: 'Rohan Verma' }, '198.51.100.10')
    await tc({ admission: 10234, name: 'Someone Else' }, '198.51.100.11')
    await tc({ name: 'Rohan Verma' }, '198.51.100.12')
    const entries = (await logEntries()).filter((e) => e.id > before).reverse()
    expect(entries.map((e) => [e.outcome, e.clientAddress, e.channel])).toEqual([
      ['found', '198.51.100.10', 'api'],
      ['not-found', '198.51.100.11', 'api'],
      ['invalid', '198.51.100.12', 'api'],
    ])
    for (const e of entries) {
      // Which school's register was asked, when, from where, through which door, and the outcome.
      expect(Object.keys(e).sort()).toEqual(['channel', 'clientAddress', 'createdAt', 'id', 'outcome', 'school', 'updatedAt'])
      expect(JSON.stringify(e)).not.toMatch(/Rohan|Someone|10234/)
    }
  })

  it('records a refused lookup, but a flood of them only up to the limit', async () => {
    const from = '198.51.100.20'
    const before = (await logEntries())[0]?.id ?? 0
    for (let i = 0; i < 10; i += 1) await tc({ admission: 500 + i, name: 'X' }, from)
    for (let i = 0; i < 15; i += 1) expect((await tc({ admission: 10234, name: 'Rohan Verma' }, from)).status).toBe(429)
    const outcomes = (await logEntries()).filter((e) => e.id > before).map((e) => e.outcome)
    expect(outcomes.filter((o) => o === 'not-found')).toHaveLength(10)
    expect(outcomes.filter((o) => o === 'rate-limited')).toHaveLength(10)
  })

  it('forgets entries older than a year', async () => {
    const old = await payload.create({
      collection: 'tc-lookups',
      data: { outcome: 'found', channel: 'page', clientAddress: '192.0.2.1' },
      overrideAccess: true,
    })
    const recent = await payload.create({
      collection: 'tc-lookups',
      data: { outcome: 'found', channel: 'page', clientAddress: '192.0.2.2' },
      overrideAccess: true,
    })
    const days = (n: number) => new Date(Date.now() - n * 24 * 60 * 60 * 1000).toISOString()
    await payload.db.updateOne({ collection: 'tc-lookups', id: old.id, data: { createdAt: days(366) } })
    await payload.db.updateOne({ collection: 'tc-lookups', id: recent.id, data: { createdAt: days(364) } })
    await pruneTcLookups()
    const ids = (await logEntries()).map((e) => e.id)
    expect(ids).not.toContain(old.id)
    expect(ids).toContain(recent.id)
    // A lookup prunes too: nothing older than a year is left after one.
    await payload.db.updateOne({ collection: 'tc-lookups', id: recent.id, data: { createdAt: days(400) } })
    await tc({ admission: 1, name: 'Nobody' })
    expect((await logEntries()).map((e) => e.id)).not.toContain(recent.id)
  })

  it('is read by administrators only and written by nobody through the API', async () => {
    const anonymous = { overrideAccess: false } as const
    const editor = { user: users.editor, overrideAccess: false } as const
    const admin = { user: users.admin, overrideAccess: false } as const
    await expect(payload.find({ collection: 'tc-lookups', ...anonymous })).rejects.toThrow(/not allowed/i)
    await expect(payload.find({ collection: 'tc-lookups', ...editor })).rejects.toThrow(/not allowed/i)
    expect((await payload.find({ collection: 'tc-lookups', ...admin })).totalDocs).toBeGreaterThan(0)
    const data = { outcome: 'found', channel: 'api', clientAddress: '192.0.2.9' } as const
    await expect(payload.create({ collection: 'tc-lookups', data, ...admin })).rejects.toThrow(/not allowed/i)
    const [entry] = await logEntries()
    await expect(payload.update({ collection: 'tc-lookups', id: entry!.id, data: { outcome: 'not-found' }, ...admin })).rejects.toThrow(
      /not allowed/i,
    )
  })

  it('keeps the TC settings from visitors and editors', async () => {
    await expect(findPage(payload, { slug: 'tc-settings', overrideAccess: false })).rejects.toThrow(/not allowed/i)
    await expect(findPage(payload, { slug: 'tc-settings', user: users.editor, overrideAccess: false })).rejects.toThrow(/not allowed/i)
    await expect(
      updatePage(payload, { slug: 'tc-settings', data: { showClass: true }, user: users.editor, overrideAccess: false }),
    ).rejects.toThrow(/not allowed/i)
  })
})

describe('a scan in use', () => {
  const newScan = async (name: string) => {
    const pdf = await makePdf('Transfer Certificate', [name], 'Test School')
    return (await payload.create({ collection: 'certificates', data: {}, file: { data: pdf, mimetype: 'application/pdf', name: `${name}.pdf`, size: pdf.length } })).id
  }

  it('is not deleted while a TC shows it (400 naming the TC); once replaced on its TC it is, with the versions that showed it', async () => {
    const caller = await signIn(payload, users.operator.email, 'correct-horse-battery')
    const first = await newScan('scan-first')
    const record = await payload.create({
      collection: 'transfer-certificates',
      data: build.transferCertificate(first, { admissionNumber: '55501', tcNumber: 'KSR/TC/T/55501' }),
    })
    const refused = await rest(caller, 'DELETE', `certificates/${first}`)
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.body)).toContain('This scan is the certificate of TC KSR/TC/T/55501')
    expect((await rest(caller, 'GET', `certificates/${first}?depth=0`)).status).toBe(200)

    // The clerk gives the TC the right scan, then deletes the wrong one: its earlier version goes with it.
    const second = await newScan('scan-second')
    expect((await rest(caller, 'PATCH', `transfer-certificates/${record.id}`, { certificate: second })).status).toBe(200)
    const deleted = await rest(caller, 'DELETE', `certificates/${first}`)
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200)
    const versions = await payload.findVersions({ collection: 'transfer-certificates', where: { parent: { equals: record.id } }, depth: 0 })
    expect(versions.docs.length).toBeGreaterThan(0)
    expect(versions.docs.map((v) => v.version.certificate)).toEqual(versions.docs.map(() => second))
    expect((await rest(caller, 'GET', `transfer-certificates/${record.id}?depth=0`)).body).toMatchObject({ certificate: second })
  })
})
