/**
 * A backup taken while the site serves and staff save, restored into an empty data folder
 * and served by a second server from the same build, shows the same pages.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { expect, test, type Page } from '@playwright/test'

import { signedInAsAdmin } from './helpers'

const tsx = path.resolve('node_modules/.bin/tsx')
const RESTORED_PORT = Number(process.env.E2E_PORT ?? 3100) + 50

function runScript(script: string, args: string[], dataDir: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production' }
    delete env.DATABASE_URL
    const child = spawn(tsx, [script, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    child.stdout.on('data', (c) => (out += c))
    child.stderr.on('data', (c) => (out += c))
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`${script} exited ${code}: ${out}`))))
  })
}

async function waitUntilUp(url: string) {
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`${url} did not come up`)
}

/** What a visitor reads on a page: its main content's text. */
const mainText = async (page: Page, url: string) => {
  await page.goto(url)
  return (await page.getByRole('main').innerText()).replace(/\s+/g, ' ').trim()
}

test('backup while serving → restore into an empty folder → the same pages', async ({ page, baseURL, request }) => {
  test.setTimeout(300_000)
  const backupDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ksr-e2e-backup-')), 'site')
  const restoredDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ksr-e2e-restored-'))

  // Staff keep saving (faculty entries, not on the pages compared) while the backup runs.
  const staff = await signedInAsAdmin(baseURL!)
  let saving = true
  const saves = (async () => {
    let n = 0
    while (saving) {
      const res = await staff.post('/cms-api/faculty', {
        data: { name: `Busy teacher ${n++}`, designation: 'TGT', category: 'Teaching', order: 900 },
      })
      expect(res.status()).toBe(201)
    }
    return n
  })()
  const out = await runScript('scripts/backup.ts', [backupDir], process.env.E2E_DATA_DIR!)
  saving = false
  expect(await saves).toBeGreaterThan(0)
  await staff.dispose()
  expect(out).toMatch(/Backed up the database and \d+ files/)

  const restoredOut = await runScript('scripts/restore.ts', [backupDir], restoredDir)
  console.info(`[figure] ${out.match(/Backed up[^\n]*/)?.[0]} | ${restoredOut.match(/Restored[^\n]*/)?.[0]}`)
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: restoredDir,
    PORT: String(RESTORED_PORT),
    NODE_ENV: 'production',
    TRUST_PROXY: '0',
  }
  delete env.DATABASE_URL
  const server: ChildProcess = spawn(tsx, ['scripts/serve.ts'], { env, stdio: 'ignore', detached: true })
  try {
    const restored = `http://127.0.0.1:${RESTORED_PORT}`
    await waitUntilUp(`${restored}/`)
    const albums = (await (await request.get('/api/gallery/All/KSR')).json()) as { _id: string }[]
    for (const route of ['/', '/news', '/gallery', `/sub-gallery?id=${albums[0]!._id}`, '/toppers-x', '/newsletters']) {
      expect(await mainText(page, `${restored}${route}`), route).toBe(await mainText(page, `${baseURL}${route}`))
    }
    for (const api of ['/api/news/KSR', '/api/gallery/All/KSR', '/api/topper/KSR']) {
      expect(await (await fetch(`${restored}${api}`)).json(), api).toEqual(await (await request.get(api)).json())
    }
  } finally {
    process.kill(-server.pid!, 'SIGTERM')
  }
})
