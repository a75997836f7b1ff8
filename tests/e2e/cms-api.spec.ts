import { expect, test } from '@playwright/test'

import { collections } from '../../src/content'
import { signedInAsAdmin } from './helpers'

const slugs = collections.map((c) => c.slug)

test('anonymous writes to every Payload collection are refused', async ({ request, baseURL }) => {
  for (const slug of slugs) {
    const post = await request.post(`/cms-api/${slug}`, { data: { title: 'x', name: 'x' } })
    expect([401, 403], `POST ${slug}`).toContain(post.status())
    const patch = await request.patch(`/cms-api/${slug}/1`, { data: { title: 'x' } })
    expect([401, 403, 404], `PATCH ${slug}/1`).toContain(patch.status())
    const del = await request.delete(`/cms-api/${slug}/1`)
    expect([401, 403, 404], `DELETE ${slug}/1`).toContain(del.status())
    const bulk = await request.delete(`/cms-api/${slug}?where[id][exists]=true`)
    expect([401, 403], `bulk DELETE ${slug}`).toContain(bulk.status())
  }
  // The records are all still there.
  const staff = await signedInAsAdmin(baseURL!)
  const news = (await (await staff.get('/cms-api/news?limit=1')).json()) as { totalDocs: number }
  expect(news.totalDocs).toBeGreaterThan(0)
  await staff.dispose()
})

test('users, TC records, scans and the TC lookup log are not readable anonymously', async ({ request }) => {
  for (const slug of ['users', 'transfer-certificates', 'certificates', 'tc-lookups']) {
    const list = await request.get(`/cms-api/${slug}`)
    expect([401, 403], `GET ${slug}`).toContain(list.status())
    const one = await request.get(`/cms-api/${slug}/1`)
    expect([401, 403, 404], `GET ${slug}/1`).toContain(one.status())
  }
  const gql = await request.post('/cms-api/graphql', {
    data: { query: '{ Users { docs { email } } TransferCertificates { docs { studentName } } }' },
  })
  const body = JSON.stringify(await gql.json())
  expect(body).not.toContain('@')
  expect(body).not.toMatch(/studentName":"[A-Z]/)
})

test('drafts are not readable anonymously', async ({ request, baseURL }) => {
  const staff = await signedInAsAdmin(baseURL!)
  const title = `Draft ${Date.now()}`
  const created = await staff.post('/cms-api/news?draft=true', {
    data: { title, description: 'Not yet.', fromDate: new Date().toISOString(), _status: 'draft' },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }
  try {
    const asStaff = await staff.get(`/cms-api/news/${doc.id}?draft=true`)
    expect(asStaff.status()).toBe(200)
    const list = await request.get(`/cms-api/news?draft=true&where[title][equals]=${encodeURIComponent(title)}`)
    expect(((await list.json()) as { totalDocs: number }).totalDocs).toBe(0)
    const one = await request.get(`/cms-api/news/${doc.id}?draft=true`)
    expect([403, 404]).toContain(one.status())
    const versions = await request.get('/cms-api/news/versions')
    expect([401, 403]).toContain(versions.status())
  } finally {
    await staff.delete(`/cms-api/news/${doc.id}`)
    await staff.dispose()
  }
})
