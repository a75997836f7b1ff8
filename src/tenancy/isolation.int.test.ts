/**
 * Two schools on one deployment never see each other's content: visitors through the JSON API
 * on each school's host, and staff through the Local API with their own access (the same rules
 * REST, GraphQL and the admin use); each has its own pages; a change in one expires only its
 * own cached reads.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/payload-types'
import { searchTerms } from '@/features/search/rules'
import { searchIndex } from '@/features/search/query'
import { findPage, updatePage } from '../../tests/int/pages'
import { complianceContext } from '@/features/compliance/checks'
import { seesCompliance } from '@/features/compliance/monitor'
import { build } from '@/seed/builders'
import { makePdf } from '@/seed/files'
import { schoolTag, tagFor } from '@/data/cacheTags'
import { pageCache } from '@/data/pageCache'
import { env } from '@/env'
import { getList } from '../../tests/int/apiRoutes'
import { schoolById, testPayload } from '../../tests/int/payload'
import { inSchool } from './scope'
import { readFor } from './which'

let payload: Payload
const school = { a: 0, b: 0 }
const staff: Record<'a' | 'b', User> = {} as never
const news: Record<'a' | 'b', number> = { a: 0, b: 0 }

const titles = async (code: string, host: string) => {
  const res = await getList('/api/news/{school}', code, { host })
  expect(res.status).toBe(200)
  return ((await res.json()) as { title: string }[]).map((n) => n.title)
}

beforeAll(async () => {
  payload = await testPayload()
  const [first] = (await payload.find({ collection: 'schools' })).docs
  school.a = first!.id
  await payload.update({ collection: 'schools', id: school.a, data: { domains: [{ domain: 'ksr.example' }] } })
  const second = (await payload.db.create({
    collection: 'schools',
    data: { name: 'Second School', code: 'ABC', status: 'active', domains: [{ id: 'abc-domain', domain: 'abc.example' }] },
  })) as { id: number }
  school.b = second.id
  for (const k of ['a', 'b'] as const) {
    news[k] = (
      await payload.create({ collection: 'news', data: build.news({ title: `News of school ${k.toUpperCase()}`, _status: 'published', school: school[k] }) })
    ).id
    staff[k] = await payload.create({
      collection: 'users',
      data: { email: `editor-${k}@example.com`, password: 'correct-horse-battery', name: `Editor ${k}`, role: 'editor', schools: [{ school: school[k] }] },
    })
  }
})

describe('visitors', () => {
  it('read on each school’s host its own news only', async () => {
    expect(await titles('KSR', 'ksr.example')).toEqual(['News of school A'])
    expect(await titles('ABC', 'abc.example')).toEqual(['News of school B'])
  })
  it('get a 404 for the other school’s code on a school’s host', async () => {
    expect((await getList('/api/news/{school}', 'ABC', { host: 'ksr.example' })).status).toBe(404)
    expect((await getList('/api/news/{school}', 'KSR', { host: 'abc.example' })).status).toBe(404)
  })
})

describe('the transfer-certificate register', () => {
  const lookup = async (code: string, host: string, { address = '203.0.113.77', admission = 55501 } = {}) => {
    const { POST } = await import('@/app/api/tc/[school]/route')
    return POST(
      new Request(`http://${host}/api/tc/${code}`, {
        method: 'POST',
        headers: { host, 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ name: 'Meera Oraon', admission }),
      }),
      { params: Promise.resolve({ school: code }) },
    )
  }

  it('finds a school’s certificate on its own host only', async () => {
    const pdf = await makePdf('Transfer Certificate', ['Second school'], 'Second School')
    const scan = await payload.create({
      collection: 'certificates',
      data: { school: school.b },
      file: { data: pdf, mimetype: 'application/pdf', name: 'tc-b.pdf', size: pdf.length },
    })
    await payload.create({
      collection: 'transfer-certificates',
      data: build.transferCertificate(scan.id, { admissionNumber: '55501', studentName: 'Meera Oraon', tcNumber: 'ABC/TC/1', school: school.b }),
    })
    expect((await lookup('ABC', 'abc.example')).status).toBe(200)
    expect((await lookup('KSR', 'ksr.example')).status).toBe(404)
    // Each lookup is in its own school's log.
    const log = await payload.find({ collection: 'tc-lookups', depth: 0, sort: 'id' })
    expect(log.docs.slice(-2).map((e) => [e.school, e.outcome])).toEqual([
      [school.b, 'found'],
      [school.a, 'not-found'],
    ])
  })

  it('never serves another school’s scan: A’s administrator cannot link it, and a link planted past the check gives no file', async () => {
    const adminA = await payload.create({
      collection: 'users',
      data: { email: 'registrar-a@example.com', password: 'correct-horse-battery', name: 'Registrar A', role: 'admin', schools: [{ school: school.a }] },
    })
    const scanOfB = (await payload.find({ collection: 'certificates', where: { school: { equals: school.b } }, limit: 1 })).docs[0]!.id
    const pdf = await makePdf('Transfer Certificate', ['First school'], 'First School')
    const scanOfA = await payload.create({ collection: 'certificates', data: { school: school.a }, file: { data: pdf, mimetype: 'application/pdf', name: 'tc-a.pdf', size: pdf.length } })
    const record = await payload.create({
      collection: 'transfer-certificates',
      data: build.transferCertificate(scanOfA.id, { admissionNumber: '44401', studentName: 'Meera Oraon', tcNumber: 'KSR/TC/1', school: school.a }),
    })
    // Refused, naming the field, on every write path the admin has (a save, a bulk save, a new record).
    const as = { user: adminA, overrideAccess: false } as const
    // Refused exactly as a scan that is not there: the answer tells nothing of B's scans.
    const why = (saving: Promise<unknown>) =>
      saving.then(
        () => 'saved',
        (err: { status?: number; message?: string; data?: unknown }) => JSON.stringify({ status: err.status, message: err.message, data: err.data }),
      )
    const notThere = await why(payload.update({ collection: 'transfer-certificates', id: record.id, data: { certificate: 987_654 }, ...as }))
    expect(notThere).toMatch(/certificate.*This names a document that does not exist/)
    expect(await why(payload.update({ collection: 'transfer-certificates', id: record.id, data: { certificate: scanOfB }, ...as }))).toBe(notThere)
    const bulk = await payload.update({ collection: 'transfer-certificates', where: { id: { equals: record.id } }, data: { certificate: scanOfB }, ...as })
    expect(bulk.docs).toHaveLength(0)
    const create = (scan: number) => why(payload.create({ collection: 'transfer-certificates', data: build.transferCertificate(scan, { admissionNumber: '44402', tcNumber: 'KSR/TC/2' }), ...as }))
    expect(await create(scanOfB)).toMatch(/certificate.*This names a document that does not exist/)
    expect(await create(scanOfB)).toBe(await create(987_654))
    expect((await payload.findByID({ collection: 'transfer-certificates', id: record.id, depth: 0 })).certificate).toBe(scanOfA.id)
    // Planted straight in the database (as data from before the check would be): the lookup finds
    // A's record, but its link leads to no file, since B's scan is not A's; A's own scan does.
    const { certificateFile } = await import('@/features/tc/lookup.server')
    const scanBehind = async () => {
      const found = await lookup('KSR', 'ksr.example', { admission: 44401 })
      expect(found.status).toBe(200)
      const link = ((await found.json()) as { data: { certificateUrl: string } }).data.certificateUrl
      return inSchool(await schoolById(payload, school.a), () => certificateFile(link.split('/').pop()!))
    }
    expect((await scanBehind())?.file).toMatch(/tc-a[^/]*\.pdf$/)
    await payload.db.updateOne({ collection: 'transfer-certificates', id: record.id, data: { certificate: scanOfB }, returning: false })
    expect(await scanBehind()).toBeNull()
  })

  it('counts an address’s failed lookups per school: guessing at one school does not stop a lookup at the other', async () => {
    const address = '203.0.113.78'
    for (let i = 0; i < env().TC_LOOKUP_LIMIT; i++) expect((await lookup('KSR', 'ksr.example', { address, admission: 70000 + i })).status).toBe(404)
    expect((await lookup('KSR', 'ksr.example', { address })).status).toBe(429)
    expect((await lookup('ABC', 'abc.example', { address })).status).toBe(200)
  })
})

describe('search', () => {
  it('finds a school’s content in that school’s search only', async () => {
    const hits = async (k: 'a' | 'b') => (await searchIndex(payload, searchTerms('news of school'), await schoolById(payload, school[k]))).map((h) => h.title)
    expect(await hits('a')).toEqual(['News of school A'])
    expect(await hits('b')).toEqual(['News of school B'])
  })
})

describe('staff', () => {
  const as = (user: User) => ({ user, overrideAccess: false }) as const

  it('list and read their own school’s content only', async () => {
    const listed = await payload.find({ collection: 'news', ...as(staff.a) })
    expect(listed.docs.map((d) => d.title)).toEqual(['News of school A'])
    await expect(payload.findByID({ collection: 'news', id: news.b, ...as(staff.a) })).rejects.toThrow(/not found/i)
  })

  it('cannot change, delete or create the other school’s content', async () => {
    await expect(payload.update({ collection: 'news', id: news.b, data: { title: 'Taken over' }, ...as(staff.a) })).rejects.toThrow()
    await expect(payload.delete({ collection: 'news', id: news.b, ...as(staff.a) })).rejects.toThrow()
    await expect(
      payload.create({ collection: 'news', data: build.news({ title: 'Planted', _status: 'published', school: school.b }), ...as(staff.a) }),
    ).rejects.toThrow()
    expect((await payload.findByID({ collection: 'news', id: news.b })).title).toBe('News of school B')
    expect((await payload.find({ collection: 'news', where: { title: { equals: 'Planted' } } })).totalDocs).toBe(0)
  })

  it('cannot move their own content to the other school', async () => {
    const moved = await payload.update({ collection: 'news', id: news.a, data: { school: school.b }, ...as(staff.a) }).catch(() => null)
    expect(moved === null || (typeof moved.school === 'object' ? moved.school?.id : moved.school) === school.a).toBe(true)
    const after = await payload.findByID({ collection: 'news', id: news.a, depth: 0 })
    expect(after.school).toBe(school.a)
  })

  it('preview a page’s own school only, even an operator who works for both', async () => {
    const operator = await payload.create({
      collection: 'users',
      data: { email: 'vendor@example.com', password: 'correct-horse-battery', name: 'Vendor', role: 'operator' },
    })
    // The page's read names its school (src/data/queries), as a school decided for the request.
    const forPage = async (k: 'a' | 'b') => payload.find({ collection: 'news', draft: true, context: readFor(await schoolById(payload, school[k])), ...as(operator) })
    expect((await forPage('b')).docs.map((d) => d.title)).toEqual(['News of school B'])
    expect((await payload.find({ collection: 'news', ...as(operator) })).totalDocs).toBe(2)
  })

  it('an administrator cannot make an operator, nor change or delete an account that also works for another school', async () => {
    const adminA = await payload.create({
      collection: 'users',
      data: { email: 'office-a@example.com', password: 'correct-horse-battery', name: 'Office A', role: 'admin', schools: [{ school: school.a }] },
    })
    const both = await payload.create({
      collection: 'users',
      data: { email: 'both@example.com', password: 'correct-horse-battery', name: 'Both', role: 'editor', schools: [{ school: school.a }, { school: school.b }] },
    })
    const why = (saving: Promise<unknown>) =>
      saving.then(
        () => 'done',
        (err: { data?: { errors?: { message: string }[] }; message: string }) => err.data?.errors?.map((e) => e.message).join(' ') ?? err.message,
      )
    expect(await why(payload.update({ collection: 'users', id: adminA.id, data: { role: 'operator' }, ...as(adminA) }))).toMatch(/Only a vendor operator/)
    // Administrators add staff by invitation (src/features/accounts/invitations.ts), an operator never.
    expect(
      await why(
        payload.create({ collection: 'users', data: { email: 'new-op@example.com', password: 'correct-horse-battery', name: 'N', role: 'operator' }, ...as(adminA) }),
      ),
    ).toMatch(/not allowed/)
    expect(await why(payload.update({ collection: 'users', id: both.id, data: { password: 'taken-over-password' }, ...as(adminA) }))).toMatch(
      /also works for a school you do not/,
    )
    expect(await why(payload.update({ collection: 'users', id: both.id, data: { schools: [{ school: school.a }] }, ...as(adminA) }))).toMatch(
      /also works for a school you do not/,
    )
    expect(await why(payload.delete({ collection: 'users', id: both.id, ...as(adminA) }))).toMatch(/also works for a school you do not/)
    expect((await payload.findByID({ collection: 'users', id: both.id, depth: 0 })).schools?.map((r) => r.school)).toEqual([school.a, school.b])
    // Their own school's accounts they do keep.
    expect(await why(payload.update({ collection: 'users', id: staff.a.id, data: { name: 'Editor A (office)' }, ...as(adminA) }))).toBe('done')
  })

  it('see only their own school’s staff accounts', async () => {
    const admin = await payload.create({
      collection: 'users',
      data: { email: 'admin-a@example.com', password: 'correct-horse-battery', name: 'Admin A', role: 'admin', schools: [{ school: school.a }] },
    })
    const emails = (await payload.find({ collection: 'users', limit: 100, ...as(admin) })).docs.map((u) => u.email)
    expect(emails).toContain('editor-a@example.com')
    expect(emails).not.toContain('editor-b@example.com')
  })
})

describe('pages', () => {
  const as = (user: User) => ({ user, overrideAccess: false }) as const
  it('each school has its own: saving one school’s page leaves the other’s as it was', async () => {
    await updatePage(payload, { slug: 'admission-page', school: school.a, data: { ageNote: 'Age note of school A' } })
    await updatePage(payload, { slug: 'admission-page', school: school.b, data: { ageNote: 'Age note of school B' } })
    expect((await findPage(payload, { slug: 'admission-page', school: school.a })).ageNote).toBe('Age note of school A')
    expect((await findPage(payload, { slug: 'admission-page', school: school.b })).ageNote).toBe('Age note of school B')
    // A visitor on a school's host reads that school's page only.
    const visitor = (host: string) => ({ overrideAccess: false, req: { headers: new Headers({ host }) } }) as const
    const seen = async (host: string) => (await payload.find({ collection: 'admission-page', ...visitor(host) })).docs.map((d) => d.ageNote)
    expect(await seen('ksr.example')).toEqual(['Age note of school A'])
    expect(await seen('abc.example')).toEqual(['Age note of school B'])
  })

  it('a school has one document per page: a second is refused', async () => {
    await updatePage(payload, { slug: 'admission-page', school: school.a, data: { ageNote: 'Age note of school A' } })
    const second = payload.create({ collection: 'admission-page', data: { ageNote: 'Another', school: school.a } })
    await expect(second).rejects.toThrow(/invalid: school/i)
  })

  it('school A’s editor neither reads nor changes school B’s page', async () => {
    const pageOfB = (await payload.find({ collection: 'admission-page', where: { school: { equals: school.b } } })).docs[0]!
    const mine = await payload.find({ collection: 'admission-page', ...as(staff.a) })
    expect(mine.docs.map((d) => d.id)).not.toContain(pageOfB.id)
    await expect(payload.update({ collection: 'admission-page', id: pageOfB.id, data: { ageNote: 'Defaced' }, ...as(staff.a) })).rejects.toThrow()
    expect((await findPage(payload, { slug: 'admission-page', school: school.b })).ageNote).toBe('Age note of school B')
  })
})

describe('cached reads', () => {
  /** A read as the site caches it: under its collection's tag within the school read (src/data/queries). */
  const cachedRead = (slug: string, k: 'a' | 'b', value: string) =>
    pageCache().get(`test:${slug}:${k}`, [schoolTag(tagFor(slug), school[k])], async () => value)

  it('a publish in school A expires A’s reads only; B’s stay cached', async () => {
    expect(await cachedRead('news', 'a', 'A before')).toBe('A before')
    expect(await cachedRead('news', 'b', 'B before')).toBe('B before')
    await payload.create({ collection: 'news', data: build.news({ title: 'Another of school A', _status: 'published', school: school.a }) })
    expect(await cachedRead('news', 'a', 'A after')).toBe('A after')
    expect(await cachedRead('news', 'b', 'B after')).toBe('B before')
  })

  it('a saved page expires its own school’s reads of it only', async () => {
    expect(await cachedRead('home-page', 'a', 'A before')).toBe('A before')
    expect(await cachedRead('home-page', 'b', 'B before')).toBe('B before')
    await updatePage(payload, { slug: 'home-page', school: school.b, data: { aboutTeaser: { heading: 'Welcome to B', text: 'Since 2001.' } } })
    expect(await cachedRead('home-page', 'a', 'A after')).toBe('A before')
    expect(await cachedRead('home-page', 'b', 'B after')).toBe('B after')
  })
})

describe('the compliance monitor', () => {
  it('checks each school’s own content, and shows each school’s findings to its own staff only', async () => {
    const read = async (k: 'a' | 'b') => (await complianceContext(payload, school[k])).records.map((r) => r.label).join('\n')
    expect(await read('a')).toContain('News of school A')
    expect(await read('a')).not.toContain('News of school B')
    expect(await read('b')).toContain('News of school B')
    expect(await read('b')).not.toContain('News of school A')
    expect(seesCompliance(staff.a, school.a)).toBe(true)
    expect(seesCompliance(staff.a, school.b)).toBe(false)
    expect(seesCompliance(staff.b, school.b)).toBe(true)
    expect(seesCompliance(staff.b, school.a)).toBe(false)
  })
})
