import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { commandArgs } from '../../scripts/lib'
import { within2s } from './helpers'

/** A request with its path exactly as given (no URL normalising), for traversal attempts. */
function rawGet(baseURL: string, path: string): Promise<{ status: number; type: string; body: string }> {
  const { hostname, port } = new URL(baseURL)
  return new Promise((resolve, reject) => {
    http
      .get({ hostname, port, path }, (res) => {
        let body = ''
        res.on('data', (c: Buffer) => (body += c.toString()))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body }))
      })
      .on('error', reject)
  })
}

test('an old browser client works: the preflight for its Authorization header passes and reads need no login', async ({ request }) => {
  const preflight = await request.fetch('/api/news/KSR', {
    method: 'OPTIONS',
    headers: { origin: 'https://old-site.example', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
  })
  expect(preflight.status()).toBe(204)
  expect(preflight.headers()['access-control-allow-origin']).toBe('*')
  expect(preflight.headers()['access-control-allow-headers']).toMatch(/authorization/i)

  const res = await request.get('/api/news/KSR', { headers: { origin: 'https://old-site.example', authorization: 'Bearer old-fixed-token' } })
  expect(res.status()).toBe(200)
  expect(res.headers()['access-control-allow-origin']).toBe('*')
  const news = (await res.json()) as { title: string; attachments: string[] }[]
  expect(news.length).toBeGreaterThan(0)
  const file = news.find((n) => n.attachments.length)!.attachments[0]!
  const fetched = await request.get(`/api/image/${file}`)
  expect(fetched.status()).toBe(200)
})

test('path traversal under /api/ is refused with JSON, however it is spelled', async ({ baseURL }) => {
  for (const path of [
    '/api/image/../../ksr.db',
    '/api/image/%2e%2e/%2e%2e/ksr.db',
    '/api/image/..%2f..%2fksr.db',
    '/api/image/KSR/public/pdf/..%2f..%2f.payload-secret',
    '/api/image/%2fetc%2fpasswd',
  ]) {
    const res = await rawGet(baseURL!, path)
    expect([400, 404], path).toContain(res.status)
    expect(res.type, path).toContain('application/json')
    expect(res.body).not.toMatch(/PAYLOAD|SQLite|root:/)
  }
})

test('the TC check answers over HTTP, and the OpenAPI document is served', async ({ request }) => {
  const miss = await request.post('/api/tc/KSR', { data: { name: 'Nobody', admission: 1 }, headers: { 'x-forwarded-for': '198.51.100.200' } })
  expect(miss.status()).toBe(404)
  expect(await miss.json()).toMatchObject({ data: null })
  const bad = await request.post('/api/tc/KSR', { data: { name: 'Nobody' }, headers: { 'x-forwarded-for': '198.51.100.200' } })
  expect(bad.status()).toBe(400)
  expect(await bad.json()).toMatchObject({ field: 'admission' })
  const doc = await request.get('/api/openapi.json')
  expect(((await doc.json()) as { openapi: string }).openapi).toBe('3.1.0')
})

test('content:import into the running site shows on its pages and API without a restart', async ({ page, request }) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ksr-e2e-import-'))
  const title = `Imported while running ${Date.now()}`
  fs.writeFileSync(
    path.join(dir, 'news.json'),
    JSON.stringify([{ _id: 'e2e-import-1', title, description: 'Loaded by content:import.', fromDate: new Date().toISOString() }]),
  )
  // Read once so the page and the API have it cached before the import.
  expect(JSON.stringify(await (await request.get('/api/news/KSR')).json())).not.toContain(title)
  const out = execFileSync(process.execPath, [...commandArgs('content-import'), dir], {
    env: { ...process.env, NODE_ENV: 'production', DATA_DIR: process.env.E2E_DATA_DIR, PORT: process.env.E2E_PORT },
    encoding: 'utf8',
  })
  const imported = Date.now()
  expect(out).toContain('1 created')
  // No Redis here: the server hears of it through the database, which it looks at every second.
  expect(out).toContain('Every running instance of the site shows it within 2 s.')
  const first = async () => {
    const [news] = (await (await request.get('/api/news/KSR')).json()) as { _id: string; title: string }[]
    return { _id: news?._id, title: news?.title }
  }
  await within2s(first, { _id: 'e2e-import-1', title }, imported)
  await page.goto('/news')
  await expect(page.getByText(title)).toBeVisible()
})
