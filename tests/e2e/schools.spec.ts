/**
 * Two schools in one deployment (`SEED_DEMO=two-schools`: the reference school at 127.0.0.1
 * and localhost, Riverside Vidya at riverside.localhost), on the production build, once on the
 * embedded SQLite and once on PostgreSQL: each host serves its own school's pages, API, feeds,
 * sitemap, search, files and TC register, and a publish in one school leaves the other's cached
 * pages cached. One school exported, deleted and imported again comes back the same.
 */
import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

import { expect, test } from '@playwright/test'
import sharp from 'sharp'

import { ITEMS } from '../../src/features/disclosure/rules'
import { command } from '../int/command'
import { PostgresCluster } from '../servers/postgres'
import { startSite, type SiteServer, type Settings } from '../servers/site'
import { admin } from './helpers'

const KSR = { host: '127.0.0.1', code: 'KSR', name: 'Kestrel Springs Residential School', news: 'Inter-school kabaddi trophy comes home', colour: '#123c73' }
const RVS = { host: 'riverside.localhost', code: 'RVS', name: 'Riverside Vidya School', news: 'Riverside rowers win the Patna regatta', colour: '#1f4d2b' }

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string; bytes: Buffer }

/** A request at a host of our choosing (the host name need not resolve: the address is loopback). */
function ask(
  port: number,
  host: string,
  target: string,
  options: { method?: string; json?: unknown; cookie?: string; form?: { body: Buffer; type: string } } = {},
): Promise<Answer> {
  const body = options.form?.body ?? (options.json === undefined ? undefined : JSON.stringify(options.json))
  const type = options.form?.type ?? 'application/json'
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: target,
        method: options.method ?? 'GET',
        headers: {
          host: `${host}:${port}`,
          ...(body ? { 'content-type': type, 'content-length': String(Buffer.byteLength(body)) } : {}),
          ...(options.cookie ? { cookie: options.cookie } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => {
          const bytes = Buffer.concat(chunks)
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: bytes.toString('utf8'), bytes })
        })
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

/** A multipart form as the admin sends an upload: the document's fields as `_payload`, and the file. */
function uploadForm(data: Record<string, unknown>, file: { name: string; type: string; bytes: Buffer }) {
  const boundary = `----ksr-${randomBytes(8).toString('hex')}`
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n${JSON.stringify(data)}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return { body, type: `multipart/form-data; boundary=${boundary}` }
}

/** The cookies an answer sets, as `name=value`. */
const cookiesSet = (answer: Answer) => [answer.headers['set-cookie'] ?? []].flat().map((c) => c.split(';')[0]!)

type Site = { port: number; server: SiteServer; cluster?: PostgresCluster; dir?: string }

async function startTwoSchools(database: 'sqlite' | 'postgres'): Promise<Site> {
  const env: Settings = {
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    SEED_DEMO: 'two-schools',
  }
  let cluster: PostgresCluster | undefined
  let dir: string | undefined
  if (database === 'postgres') {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ksr-schools-pg-'))
    cluster = new PostgresCluster(dir, ['site'])
    await cluster.start()
    env.DATABASE_URL = cluster.url('site')
    env.PAYLOAD_SECRET = randomBytes(24).toString('hex')
  }
  try {
    // On SQLite a copy of the run's seeded two schools (tests/servers/site.ts, seedInto).
    const server = await startSite({ env, seeded: database === 'sqlite', limitMs: 10 * 60_000 })
    return { port: server.port, server, cluster, dir }
  } catch (err) {
    cluster?.stop()
    if (dir) fs.rmSync(dir, { recursive: true, force: true })
    throw err
  }
}

async function stopSite(site: Site | undefined) {
  if (!site) return
  await site.server.stop()
  site.cluster?.stop()
  if (site.dir) fs.rmSync(site.dir, { recursive: true, force: true })
}

for (const database of ['sqlite', 'postgres'] as const) {
  test.describe(`two schools on ${database}`, () => {
    test.describe.configure({ mode: 'serial' })
    let site: Site
    const at = (school: typeof KSR, target: string, options?: Parameters<typeof ask>[3]) => ask(site.port, school.host, target, options)

    test.beforeAll(async () => {
      test.setTimeout(12 * 60_000)
      site = await startTwoSchools(database)
    })
    test.afterAll(async () => stopSite(site))

    test('each host serves its own school’s pages, and the other school’s name and news appear nowhere', async () => {
      for (const [own, other] of [
        [KSR, RVS],
        [RVS, KSR],
      ] as const) {
        for (const target of ['/', '/news', '/about-school']) {
          const page = await at(own, target)
          expect(page.status, `${own.host}${target}`).toBe(200)
          expect(page.body, `${own.host}${target}`).toContain(own.name)
          expect(page.body, `${own.host}${target}`).not.toContain(other.name)
          expect(page.body, `${own.host}${target}`).not.toContain(other.news)
        }
        expect((await at(own, '/news')).body).toContain(own.news)
        // In its own colours: the pages (the reference school's is the stylesheet's own), and a
        // phone's title bar (the manifest).
        const html = /<html[^>]*>/.exec((await at(own, '/')).body)?.[0]
        if (own === KSR) expect(html).not.toContain('--brand')
        else expect(html).toContain(`style="--brand:${own.colour}"`)
        expect(JSON.parse((await at(own, '/manifest.webmanifest')).body)).toMatchObject({ name: own.name, theme_color: own.colour })
      }
      // Its canonical address is on its own host.
      expect((await at(RVS, '/about-school')).body).toContain(`http://${RVS.host}:${site.port}/about-school`)
    })

    test('a host that is neither school’s gets a 404 saying so, and none of either school’s content', async () => {
      for (const target of ['/', '/news', `/api/news/${KSR.code}`]) {
        const answer = await ask(site.port, 'nobody.example', target)
        expect(answer.status, target).toBe(404)
        for (const school of [KSR, RVS]) expect(answer.body, target).not.toContain(school.news)
      }
      expect((await ask(site.port, 'nobody.example', '/')).body).toContain('No school’s website is at this address')
    })

    test('the JSON API answers each school’s code on its own host only, with a JSON 404 for the other’s', async () => {
      const own = await at(RVS, `/api/news/${RVS.code}`)
      expect(own.status).toBe(200)
      expect(own.body).toContain(RVS.news)
      expect(own.body).not.toContain(KSR.news)
      for (const [school, code] of [
        [RVS, KSR.code],
        [KSR, RVS.code],
      ] as const) {
        const other = await at(school, `/api/news/${code}`)
        expect(other.status).toBe(404)
        expect(JSON.parse(other.body)).toMatchObject({ field: 'school' })
      }
    })

    test('feeds and the sitemap list the host’s own school, at its own address', async () => {
      const feed = await at(RVS, '/feeds/news.xml')
      expect(feed.body).toContain(RVS.news)
      expect(feed.body).not.toContain(KSR.news)
      expect(feed.body).toContain(`http://${RVS.host}:${site.port}/`)
      const sitemap = await at(RVS, '/sitemap.xml')
      expect(sitemap.body).toContain(`<loc>http://${RVS.host}:${site.port}/</loc>`)
      expect(sitemap.body).not.toContain('127.0.0.1')
      const ksrMap = await at(KSR, '/sitemap.xml')
      expect(ksrMap.body).not.toContain(RVS.host)
      expect((await at(RVS, '/robots.txt')).body).toContain(`http://${RVS.host}:${site.port}/sitemap.xml`)
    })

    test('search finds the host’s own school’s content only', async () => {
      expect((await at(RVS, '/search?q=regatta')).body).toContain(RVS.news)
      expect((await at(KSR, '/search?q=regatta')).body).not.toContain(RVS.news)
      expect((await at(RVS, '/search?q=kabaddi')).body).not.toContain(KSR.news)
    })

    test('a school’s files are served on its own host only', async () => {
      const fileOf = (body: string) => /\/files\/images\/[^"?\s]+\.(?:jpg|webp)/.exec(body)?.[0]
      const rvsFile = fileOf((await at(RVS, '/')).body)
      const ksrFile = fileOf((await at(KSR, '/')).body)
      expect(rvsFile && ksrFile).toBeTruthy()
      expect((await at(RVS, rvsFile!)).status).toBe(200)
      expect((await at(KSR, rvsFile!)).status).toBe(404)
      expect((await at(RVS, ksrFile!)).status).toBe(404)
    })

    test('the TC lookup finds a school’s own certificates only', async () => {
      const lookup = (school: typeof KSR, code: string, admission: string, name: string) =>
        at(school, `/api/tc/${code}`, { method: 'POST', json: { admission, name } })
      const found = await lookup(RVS, RVS.code, '5521', 'Priya Kumari')
      expect(found.status).toBe(200)
      expect(found.body).toContain('RVS/TC/2026/003')
      expect((await lookup(KSR, KSR.code, '5521', 'Priya Kumari')).body).not.toContain('RVS/TC/2026/003')
      expect((await lookup(RVS, RVS.code, '10234', 'Rohan Verma')).body).not.toContain('KSR/TC/')
    })

    /** A staff session's cookie. */
    const signIn = async (account: { email: string; password: string }) => {
      const login = await at(KSR, '/cms-api/users/login', { method: 'POST', json: account })
      expect(login.status, login.body).toBe(200)
      return String(login.headers['set-cookie']).split(';')[0]!
    }
    const schoolIds = async (cookie: string) => {
      const { docs } = JSON.parse((await at(KSR, '/cms-api/schools?depth=0&limit=10', { cookie })).body) as { docs: { id: number; code: string }[] }
      return { ksr: docs.find((d) => d.code === KSR.code)!.id, rvs: docs.find((d) => d.code === RVS.code)!.id }
    }

    test('school A’s editor and administrator reach none of school B’s records, by REST, GraphQL, versions, the Trash or the admin', async () => {
      const operator = await signIn(admin)
      const ids = await schoolIds(operator)
      const firstOf = async (collection: string, school: number) =>
        (JSON.parse((await at(KSR, `/cms-api/${collection}?depth=0&limit=1&where[school][equals]=${school}`, { cookie: operator })).body) as { docs: { id: number; title?: string }[] }).docs[0]!
      const theirs = await firstOf('news', ids.rvs)
      const ours = await firstOf('news', ids.ksr)
      const theirPage = await firstOf('admission-page', ids.rvs)
      for (const role of ['editor', 'admin'] as const) {
        const account = { email: `${role}-of-ksr-${database}@example.com`, password: randomBytes(12).toString('base64url') }
        const made = await at(KSR, '/cms-api/users', { method: 'POST', cookie: operator, json: { ...account, name: `KSR ${role}`, role, schools: [{ school: ids.ksr }] } })
        expect(made.status, made.body).toBe(201)
        const cookie = await signIn(account)
        const as = (target: string, options: Parameters<typeof ask>[3] = {}) => at(KSR, target, { ...options, cookie })

        const list = JSON.parse((await as('/cms-api/news?depth=0&limit=200')).body) as { docs: { id: number; school: number }[] }
        expect(list.docs.length, role).toBeGreaterThan(0)
        expect(list.docs.every((d) => d.school === ids.ksr), role).toBe(true)
        expect((await as(`/cms-api/news/${theirs.id}`)).status, role).toBe(404)
        expect((await as(`/cms-api/news/${theirs.id}`, { method: 'PATCH', json: { title: 'Defaced' } })).status, role).not.toBe(200)
        expect((await as(`/cms-api/news/${theirs.id}`, { method: 'DELETE' })).status, role).not.toBe(200)
        const planted = await as('/cms-api/news', { method: 'POST', json: { title: 'Planted', description: 'x', fromDate: new Date().toISOString(), _status: 'published', school: ids.rvs } })
        expect([400, 403], planted.body).toContain(planted.status)
        const versions = JSON.parse((await as(`/cms-api/news/versions?depth=0&where[parent][equals]=${theirs.id}`)).body) as { docs?: unknown[] }
        expect(versions.docs ?? [], role).toEqual([])
        const trash = JSON.parse((await as(`/cms-api/news?trash=true&depth=0&where[school][equals]=${ids.rvs}`)).body) as { docs?: unknown[] }
        expect(trash.docs ?? [], role).toEqual([])
        // GraphQL: the same query finds their own school's item, and not the other's.
        const gql = (id: number) => as('/cms-api/graphql', { method: 'POST', json: { query: `{ News(id: ${id}) { title } }` } })
        expect((await gql(ours.id)).body, role).toContain(JSON.stringify(ours.title).slice(1, -1))
        expect((await gql(theirs.id)).body, role).not.toContain(JSON.stringify(theirs.title).slice(1, -1))
        // The other school's page, and the admin's edit view of its news.
        expect((await as(`/cms-api/admission-page/${theirPage.id}`)).status, role).toBe(404)
        expect((await as(`/cms-api/admission-page/${theirPage.id}`, { method: 'PATCH', json: { ageNote: 'Defaced' } })).status, role).not.toBe(200)
        expect((await as(`/admin/collections/news/${theirs.id}`)).body, role).not.toContain(theirs.title!)
      }
      // Nothing of theirs changed.
      expect((await firstOf('news', ids.rvs)).title).toBe(theirs.title)
      expect((await at(RVS, '/admission')).body).not.toContain('Defaced')
    })

    test('nor school B’s files, uploads, drafts in preview or admin list, as school A’s editor and administrator', async () => {
      const operator = await signIn(admin)
      const ids = await schoolIds(operator)
      const firstOf = async <T>(collection: string, school: number) =>
        (JSON.parse((await at(KSR, `/cms-api/${collection}?depth=0&limit=1&where[school][equals]=${school}`, { cookie: operator })).body) as { docs: T[] }).docs[0]!
      const theirImage = await firstOf<{ id: number; filename: string }>('images', ids.rvs)
      const theirs = await firstOf<{ title: string }>('news', ids.rvs)
      const ours = await firstOf<{ title: string }>('news', ids.ksr)
      // A draft of theirs, which their own staff (here the operator) see in preview on their host.
      const draft = `Riverside draft not yet published ${Date.now()}`
      const made = await at(KSR, '/cms-api/news?draft=true', {
        method: 'POST',
        cookie: operator,
        json: { title: draft, description: 'A draft.', fromDate: new Date().toISOString(), _status: 'draft', school: ids.rvs },
      })
      expect(made.status, made.body).toBe(201)
      const previewOfRiverside = async (cookie: string) => {
        const opened = await at(RVS, '/preview?path=%2Fnews', { cookie })
        expect(opened.status).toBe(303)
        return (await at(RVS, '/news', { cookie: [cookie, ...cookiesSet(opened)].join('; ') })).body
      }
      expect(await previewOfRiverside(operator)).toContain(draft)
      const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 20, g: 120, b: 90 } } }).png().toBuffer()

      for (const role of ['editor', 'admin'] as const) {
        const account = { email: `${role}-files-of-ksr-${database}@example.com`, password: randomBytes(12).toString('base64url') }
        const created = await at(KSR, '/cms-api/users', { method: 'POST', cookie: operator, json: { ...account, name: `KSR ${role}`, role, schools: [{ school: ids.ksr }] } })
        expect(created.status, created.body).toBe(201)
        const cookie = await signIn(account)
        const as = (target: string, options: Parameters<typeof ask>[3] = {}) => at(KSR, target, { ...options, cookie })

        // Their file by its name: neither through the CMS nor at the site's file address.
        expect([403, 404], role).toContain((await as(`/cms-api/images/file/${theirImage.filename}`)).status)
        expect((await as(`/cms-api/images/${theirImage.id}`)).status, role).toBe(404)
        expect((await as(`/files/images/${theirImage.filename}`)).status, role).toBe(404)
        // An upload into their school is refused; the same upload into their own is taken.
        const upload = (school: number) =>
          as('/cms-api/images', { method: 'POST', form: uploadForm({ alt: `Upload by KSR ${role}`, school }, { name: `${role}-${school}.png`, type: 'image/png', bytes: png }) })
        const own = await upload(ids.ksr)
        expect(own.status, own.body).toBe(201)
        const refused = await upload(ids.rvs)
        expect([400, 403], refused.body).toContain(refused.status)
        // The admin's list of news shows their own school's only.
        const listView = (await as('/admin/collections/news?limit=100')).body
        expect(listView, role).toContain(ours.title)
        expect(listView, role).not.toContain(theirs.title)
        // On their host, a preview shows the published page, as visitors see it: no drafts.
        const previewed = await previewOfRiverside(cookie)
        expect(previewed, role).toContain(theirs.title)
        expect(previewed, role).not.toContain(draft)
        expect(previewed, role).not.toContain('aria-label="Draft preview"')
      }
      expect((JSON.parse((await at(KSR, `/cms-api/images?depth=0&limit=100&where[school][equals]=${ids.rvs}`, { cookie: operator })).body) as { docs: { alt: string }[] }).docs.map((d) => d.alt)).not.toContainEqual(expect.stringMatching(/^Upload by KSR/))
    })

    test('share images and icons are the host’s own school’s; another school’s photo card is a 404', async () => {
      const digest = (a: Answer) => createHash('sha256').update(a.bytes).digest('hex')
      const seen: Record<string, string[]> = {}
      for (const school of [KSR, RVS]) {
        const home = (await at(school, '/')).body
        // The card a shared link shows is on one of the school's own hosts (the reference school
        // also answers at localhost, the deployment's own address here).
        const card = /<meta property="og:image" content="([^"]+)"/.exec(home)?.[1]
        expect(card, school.host).toMatch(/\/share-image\//)
        expect(school === RVS ? [RVS.host] : [KSR.host, 'localhost']).toContain(new URL(card!).hostname)
        expect((await at(school, new URL(card!).pathname)).status, card).toBe(200)
        seen[school.code] = []
        for (const target of ['/share-image/school', '/favicon.ico', '/icons/180.png']) {
          const answer = await at(school, target)
          expect(answer.status, `${school.host}${target}`).toBe(200)
          expect(answer.headers['content-type'], `${school.host}${target}`).toMatch(/^image\//)
          seen[school.code]!.push(digest(answer))
        }
      }
      // Each school's own pictures: none the same as the other's.
      for (const [i, ksr] of seen.KSR!.entries()) expect(seen.RVS![i], String(i)).not.toBe(ksr)
      // A photo's card, by the photo's id: on its own school's host only.
      const operator = await signIn(admin)
      const ids = await schoolIds(operator)
      const [photo] = (JSON.parse((await at(KSR, `/cms-api/images?depth=0&limit=1&where[school][equals]=${ids.rvs}`, { cookie: operator })).body) as { docs: { id: number }[] }).docs
      expect((await at(RVS, `/share-image/${photo!.id}`)).status).toBe(200)
      expect((await at(KSR, `/share-image/${photo!.id}`)).status).toBe(404)
    })

    test('the operator’s view lists both schools with their disclosure completeness, sortable and as CSV; a stranger gets 403', async () => {
      const operator = await signIn(admin)
      const view = await at(KSR, '/admin/schools-overview?sort=-disclosure', { cookie: operator })
      expect(view.status).toBe(200)
      for (const s of [KSR, RVS]) expect(view.body).toContain(s.name)
      // Each school's completeness (the page's HTML carries it twice: once shown, once in React's payload).
      expect(new Set(view.body.match(new RegExp(`\\d+ of ${ITEMS.length}`, 'g'))).size).toBeGreaterThanOrEqual(1)
      expect(view.body.match(new RegExp(`\\d+ of ${ITEMS.length}`, 'g'))?.length).toBeGreaterThanOrEqual(2)
      const csv = await at(KSR, '/cms-api/schools-overview.csv?sort=code', { cookie: operator })
      expect(csv.status).toBe(200)
      expect(csv.headers['content-type']).toContain('text/csv')
      const lines = csv.body.trim().split('\r\n')
      expect(lines).toHaveLength(3)
      for (const s of [KSR, RVS]) expect(lines.find((l) => l.startsWith(`${s.name},${s.code},`))).toMatch(new RegExp(`,\\d+/${ITEMS.length},`))
      expect((await at(KSR, '/cms-api/schools-overview.csv')).status).toBe(403)
    })

    test('a publish in one school expires its own cached pages only: the other’s stay HITs', async () => {
      const cookie = await signIn(admin)
      const ksrId = (await schoolIds(cookie)).ksr
      for (const school of [KSR, RVS]) await at(school, '/news')
      expect((await at(RVS, '/news')).headers['x-cache']).toBe('HIT')
      expect((await at(KSR, '/news')).headers['x-cache']).toBe('HIT')

      const title = `Published in one school ${Date.now()}`
      const made = await at(KSR, '/cms-api/news', {
        method: 'POST',
        cookie,
        json: { title, description: 'Only for its own school.', fromDate: new Date().toISOString(), _status: 'published', school: ksrId },
      })
      expect(made.status, made.body).toBe(201)
      const riverside = await at(RVS, '/news')
      expect(riverside.headers['x-cache']).toBe('HIT')
      expect(riverside.body).not.toContain(title)
      const own = await at(KSR, '/news')
      expect(own.headers['x-cache']).toBe('MISS')
      expect(own.body).toContain(title)
    })

    test('school:export → school:delete → school:import, run while the site serves: the school comes back with the same pages, API answers, TC lookups and files', async () => {
      test.setTimeout(6 * 60_000)
      const run = async (script: string, args: string[]) => {
        const done = await command(`scripts/${script}.ts`, args, site.server.dataDir, undefined, site.cluster ? { DATABASE_URL: site.cluster.url('site') } : {})
        expect(done.code, done.out).toBe(0)
        return done.out
      }
      const pages = ['/', '/news', '/about-school', '/mandatory-disclosure', '/gallery', '/feeds/news.xml', '/sitemap.xml']
      const api = [`/api/news/${RVS.code}`, `/api/slider/${RVS.code}`, `/api/principalMessage/${RVS.code}`, `/api/gallery/${RVS.code}`, `/api/circular/all/${RVS.code}`]
      const tc = () => at(RVS, `/api/tc/${RVS.code}`, { method: 'POST', json: { admission: '5521', name: 'Priya Kumari' } })
      // What a page says and links to, in any order: a render may stream a slow section after the rest.
      const said = (html: string) => {
        const links = [...html.matchAll(/(?:href|src)="([^"]*)"/g)].map((m) => m[1]).sort()
        const words = html
          .replace(/<script[\s\S]*?<\/script>/g, ' ')
          .replace(/<style[\s\S]*?<\/style>/g, ' ')
          .replace(/<[^>]+>/g, ' ')
          .split(/\s+/)
          .filter(Boolean)
          .sort()
        return JSON.stringify({ links, words })
      }
      // What a visitor and an API client get.
      const seen = async () => {
        const answers: Record<string, string> = {}
        for (const target of [...pages, ...api]) {
          const answer = await at(RVS, target)
          expect(answer.status, target).toBe(200)
          answers[target] = target.startsWith('/api/') ? answer.body : said(answer.body)
        }
        const found = await tc()
        expect(found.status).toBe(200)
        answers.tc = JSON.stringify((JSON.parse(found.body) as { data: Record<string, unknown> }).data, (key, value: unknown) => (key === 'certificateUrl' ? Boolean(value) : value))
        const file = /\/files\/images\/[^"?\s]+\.(?:jpg|webp)/.exec(answers['/']!)?.[0]
        expect(file).toBeTruthy()
        answers.file = createHash('sha256').update((await at(RVS, file!)).bytes).digest('hex')
        return answers
      }
      const before = await seen()
      expect((await at(RVS, '/news')).body).toContain(RVS.news)

      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ksr-school-move-'))
      const folder = path.join(dir, 'riverside')
      try {
        expect(await run('school-export', ['--code', RVS.code, folder])).toMatch(new RegExp(`Exported ${RVS.name} \\(${RVS.code}\\): \\d+ documents and \\d+ files`))
        await run('school-delete', ['--code', RVS.code, '--confirm', RVS.name])
        // Gone everywhere (the one school left is now served on any host, its own name and news).
        await expect.poll(async () => (await at(RVS, '/news')).body, { timeout: 10_000 }).not.toContain(RVS.news)
        expect((await at(RVS, '/')).body).not.toContain(RVS.name)
        expect((await tc()).status).toBe(404)

        const imported = await run('school-import', [folder])
        expect(imported).toMatch(new RegExp(`Imported ${RVS.name} \\(${RVS.code}\\)`))
        // Every instance serves it again at its next look at the database (each second,
        // src/server/changes.ts): within 2 s on a quiet machine. The wait is a guard against a
        // hang, not that figure: a loaded machine (another test run beside this one) makes it slower.
        await expect.poll(async () => (await at(RVS, '/')).body, { timeout: 30_000, intervals: [100] }).toContain(RVS.name)
        const after = await seen()
        for (const key of Object.keys(before)) expect(after[key], key).toBe(before[key])
        // The other school is as it was.
        expect((await at(KSR, '/news')).body).toContain(KSR.news)
      } finally {
        fs.rmSync(dir, { recursive: true, force: true })
      }
    })
  })
}
