/**
 * The start-up step and what follows it: the first admin; an import killed midway rolled
 * back; and the health checks a load balancer asks each instance.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import type { Redis } from 'ioredis'
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { openJournal, recoverInterruptedImports } from '@/content/staging'
import { env } from '@/env'
import { processStartTime } from '@/server/processAlive'
import { setSharedRedis } from '@/server/sharedRedis'
import { build } from '@/seed/builders'
import { ensureFirstAdmin } from '@/seed/bootstrap'
import { testPayload } from './payload'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

describe('first admin', () => {
  it('is created once with a random password printed, can sign in, and must choose a new password until it does', async () => {
    const first = await ensureFirstAdmin(payload, { ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined })
    expect(first?.generated).toBe(true)
    expect(first!.password.length).toBeGreaterThanOrEqual(16)
    const login = await payload.login({ collection: 'users', data: { email: first!.email, password: first!.password } })
    // It runs the deployment: an administrator of its school, who also keeps the list of schools.
    expect(login.user?.role).toBe('operator')
    // The printed password is to be replaced: the admin sends this account to its own page until then.
    expect(login.user?.mustChangePassword).toBe(true)
    expect(await ensureFirstAdmin(payload, env())).toBeNull()

    // Its owner chooses a new password on their account page (with the current one): asked no more.
    const user = { ...login.user!, collection: 'users' as const }
    const changed = await payload.update({
      collection: 'users',
      id: user.id,
      data: { password: 'a-password-of-my-own', currentPassword: first!.password } as never,
      user,
      overrideAccess: false,
    })
    expect(changed.mustChangePassword).toBe(false)
    // Nor can they simply untick it, or change anything else, without choosing one.
    await payload.update({ collection: 'users', id: user.id, data: { mustChangePassword: true }, overrideAccess: true })
    const untick = payload.update({ collection: 'users', id: user.id, data: { name: 'Admin', mustChangePassword: false }, user, overrideAccess: false })
    await expect(untick).rejects.toMatchObject({ status: 403, message: expect.stringMatching(/^Choose a new password first/) })
    expect((await payload.findByID({ collection: 'users', id: user.id, depth: 0 })).mustChangePassword).toBe(true)
  })

  it('is not made from an ADMIN_PASSWORD that is short or common: start-up stops, naming the variable', async () => {
    await payload.delete({ collection: 'users', where: { id: { exists: true } }, overrideAccess: true })
    const refusals = { 'password123': /^ADMIN_PASSWORD: This password is too easy to guess/, 'office2026': /too easy to guess/, 'short-1': /^ADMIN_PASSWORD: The password must be at least 10 characters long/ }
    for (const [weak, why] of Object.entries(refusals)) {
      await expect(ensureFirstAdmin(payload, { ADMIN_EMAIL: 'office@example.com', ADMIN_PASSWORD: weak })).rejects.toThrow(why)
    }
    expect((await payload.count({ collection: 'users' })).totalDocs).toBe(0)
  })

  it('set from ADMIN_PASSWORD keeps the password it was given (it was never printed)', async () => {
    await payload.delete({ collection: 'users', where: { id: { exists: true } }, overrideAccess: true })
    const first = await ensureFirstAdmin(payload, { ADMIN_EMAIL: 'office@example.com', ADMIN_PASSWORD: 'chosen-by-the-school' })
    expect(first).toEqual({ email: 'office@example.com', password: 'chosen-by-the-school', generated: false })
    const login = await payload.login({ collection: 'users', data: { email: 'office@example.com', password: 'chosen-by-the-school' } })
    expect(login.user?.mustChangePassword).toBe(false)
  })
})

/** Another program, now running under the id the killed import had. */
let sleeper: ChildProcess

/** What an import run under process `pid`, started at `started`, leaves when killed: a hidden row and its journal. */
async function killedImport(run: string, pid: number, started: string | null | undefined) {
  const doc = await payload.create({ collection: 'news', data: build.news({ title: `Imported by ${run}` }), overrideAccess: true })
  await payload.db.updateOne({ collection: 'news', id: doc.id, data: { importRun: run } })
  const dir = path.join(env().dataDir, 'imports')
  fs.mkdirSync(dir, { recursive: true })
  const journal = path.join(dir, `${run}.jsonl`)
  fs.writeFileSync(journal, JSON.stringify({ run, pid, started, startedAt: new Date().toISOString() }) + '\n')
  return { id: doc.id, journal }
}

const rowsOf = async (run: string) =>
  (await payload.find({ collection: 'news', where: { importRun: { equals: run } }, overrideAccess: true, depth: 0 })).totalDocs

// At start-up (and before each import) an import killed midway is rolled back, recognised by
// its journal even when the system has since given its process id to another process.
describe('an interrupted import whose process id now belongs to another process', () => {
  beforeAll(async () => {
    sleeper = spawn('sleep', ['30'], { stdio: 'ignore' })
    await new Promise((resolve) => sleeper.once('spawn', resolve))
  })

  afterAll(() => {
    sleeper.kill()
  })

  it('is rolled back, and a later import is not refused', async () => {
    const pid = sleeper.pid!
    // The killed import started before the program now holding its id (this test's own start time will do).
    const killedStarted = processStartTime(process.pid)
    expect(killedStarted).toBeTruthy()
    expect(processStartTime(pid)).not.toBe(killedStarted)
    const { id, journal } = await killedImport('killed-run', pid, killedStarted)
    expect(await rowsOf('killed-run')).toBe(1)

    const messages: string[] = []
    await recoverInterruptedImports(payload, (m) => messages.push(m))
    expect(messages).toEqual(['Rolled back an interrupted import (killed-run): removed 1 records and 0 files.'])
    expect(await rowsOf('killed-run')).toBe(0)
    expect(await payload.findByID({ collection: 'news', id, overrideAccess: true, disableErrors: true })).toBeNull()
    expect(fs.existsSync(journal)).toBe(false)
    // The next import starts.
    const next = openJournal()
    next.close()
  })

  it('is left alone while the import that wrote it still runs', async () => {
    const pid = sleeper.pid!
    const { journal } = await killedImport('live-run', pid, processStartTime(pid))
    await recoverInterruptedImports(payload)
    expect(await rowsOf('live-run')).toBe(1)
    expect(() => openJournal()).toThrow(`Another import is under way (process ${pid}). Wait for it to finish.`)
    fs.rmSync(journal)
  })
})

describe('the health checks', () => {
  const answer = async (res: Response) => ({
    status: res.status,
    cacheControl: res.headers.get('cache-control'),
    body: (await res.json()) as unknown,
  })
  const json = (status: number, body: unknown) => ({ status, cacheControl: 'no-store', body })
  const ready = async () => answer(await (await import('@/app/healthz/route')).GET())
  /** The instances' shared Redis, answering or not. */
  const redisThat = (answers: boolean) => {
    const ping = () => (answers ? Promise.resolve('PONG') : Promise.reject(new Error('connect ECONNREFUSED')))
    setSharedRedis({ redis: { ping } as unknown as Redis, prefix: 'test:', instance: 'a' })
  }

  afterEach(() => {
    setSharedRedis(null)
  })

  it('readiness: ok with the database, alone or with a Redis that answers', async () => {
    expect(await ready()).toEqual(json(200, { status: 'ok', database: 'ok', redis: 'not configured' }))
    redisThat(true)
    expect(await ready()).toEqual(json(200, { status: 'ok', database: 'ok', redis: 'ok' }))
  })

  it('readiness: still 200, degraded, when only Redis is down (the instance serves every page)', async () => {
    redisThat(false)
    expect(await ready()).toEqual(json(200, { status: 'degraded', database: 'ok', redis: 'unreachable' }))
  })

  it('liveness: 200 from the process itself, whatever Redis does', async () => {
    redisThat(false)
    const { GET } = await import('@/app/healthz/live/route')
    expect(await answer(GET())).toEqual(json(200, { status: 'ok' }))
  })
})
