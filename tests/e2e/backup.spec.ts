/**
 * Backup while the site serves and staff keep saving, restore into an empty data folder, and
 * a second production server on the restored folder serves the same pages, files and API.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { command } from '../int/command'
import { startSite, type SiteServer } from '../servers/site'
import { admin, seenNotifications, signedInAsAdmin } from './helpers'

const pageText = async (page: Page, url: string) => {
  const res = await page.goto(url)
  expect(res?.status(), url).toBe(200)
  // Once the carousels and other client parts have started.
  await page.waitForLoadState('networkidle')
  return page.locator('body').innerText()
}

test('backup while serving and saving, restore into an empty folder: a server on it serves the same site', async ({ page, baseURL }) => {
  test.setTimeout(5 * 60_000)
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'ksr-e2e-backup-'))
  const backupDir = path.join(work, 'backup')
  const restoredDir = path.join(work, 'data')
  const staff: APIRequestContext = await signedInAsAdmin(baseURL!)
  const written: { id: number; title: string }[] = []
  let server: SiteServer | undefined

  try {
    // Staff keep saving drafts (each a record and its version) from before the backup starts until it ends.
    let saving = true
    const save = async () => {
      const title = `Backup e2e draft ${written.length + 1}`
      const res = await staff.post('/cms-api/news?draft=true', {
        data: { title, description: 'Saved while the backup ran.', fromDate: new Date().toISOString(), _status: 'draft' },
      })
      expect(res.status()).toBe(201)
      written.push({ id: ((await res.json()) as { doc: { id: number } }).doc.id, title })
    }
    await save()
    const saver = (async () => {
      while (saving) await save()
    })()
    const backup = await command('scripts/backup.ts', [backupDir], process.env.E2E_DATA_DIR!)
    saving = false
    await saver
    expect(backup.code, backup.out).toBe(0)
    expect(backup.out).toMatch(/Database \(SQLite\): copying/)
    expect(backup.out).toMatch(/Files (\d+)\/\1\b/)
    expect(written.length).toBeGreaterThan(2)

    const restore = await command('scripts/restore.ts', [backupDir], restoredDir)
    expect(restore.code, restore.out).toBe(0)
    expect(restore.out).toMatch(/Restored the backup of .* into /)

    // The same build, started as `npm start` on the restored folder (its start-up step finds the
    // migrations done, the accounts there and the content not empty: it changes nothing).
    server = await startSite({ env: { HOSTNAME: '127.0.0.1', DATA_DIR: restoredDir, TRUST_PROXY: '1' }, limitMs: 3 * 60_000 })
    const second = server.url

    // Drafts saved during the backup are in it whole, or not at all.
    const drafts = await staff.get(`${second}/cms-api/news?draft=true&depth=0&limit=1000&where[title][like]=${encodeURIComponent('Backup e2e draft')}`)
    expect(drafts.status()).toBe(200)
    const restoredDrafts = ((await drafts.json()) as { docs: { id: number; title: string }[] }).docs
    expect(restoredDrafts.length).toBeGreaterThan(0)
    for (const d of restoredDrafts) expect(written).toContainEqual({ id: d.id, title: d.title })
    console.log(`drafts saved while the backup ran: ${written.length}, in the backup: ${restoredDrafts.length}`)
    console.log(backup.out.trim().split('\n').filter((l) => /^Backed up/.test(l)).join('\n'))
    console.log(restore.out.trim().split('\n').filter((l) => /^Restored/.test(l)).join('\n'))

    // The staff session from the live site is valid there: same accounts, same secret.
    const me = await staff.get(`${second}/cms-api/users/me`)
    expect(((await me.json()) as { user: { email: string } | null }).user?.email).toBe(admin.email)

    // Visitors see the same pages, photos and API answers.
    const album = ((await (await staff.get('/api/gallery/All/KSR')).json()) as { _id: string }[])[0]!
    const paths = ['/', '/news', '/gallery', `/sub-gallery?id=${album._id}`]
    await seenNotifications(page)
    for (const p of paths) {
      const live = await pageText(page, p)
      expect(live.length, p).toBeGreaterThan(200)
      expect(await pageText(page, `${second}${p}`), p).toBe(live)
    }
    await page.goto(`/sub-gallery?id=${album._id}`)
    const photo = await page.getByRole('list', { name: /^Photos of / }).getByRole('img').first().getAttribute('src')
    const photoPath = new URL(photo!, baseURL).pathname + new URL(photo!, baseURL).search
    const [livePhoto, restoredPhoto] = await Promise.all([staff.get(photoPath), staff.get(`${second}${photoPath}`)])
    expect(livePhoto.status(), photoPath).toBe(200)
    expect(await restoredPhoto.body()).toEqual(await livePhoto.body())

    const [liveNews, restoredNews] = await Promise.all([staff.get('/api/news/KSR'), staff.get(`${second}/api/news/KSR`)])
    expect(restoredNews.status()).toBe(200)
    expect(await restoredNews.json()).toEqual(await liveNews.json())
  } finally {
    await server?.stop()
    fs.rmSync(work, { recursive: true, force: true })
    // The live site is left as it was (a DELETE through the API deletes for good, not to the Trash).
    for (const { id } of written) expect((await staff.delete(`/cms-api/news/${id}`)).status()).toBe(200)
    await staff.dispose()
  }
})
