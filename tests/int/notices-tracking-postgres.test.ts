/**
 * What became of each notice (issue #45) on PostgreSQL, whose SQL the queue writes by hand
 * (src/features/notices/queue.ts): an SMS taken by the gateway is delivered, its tracked link
 * counts it opened once, the figures per class, and the emergency alert not opened in time goes
 * again once (the re-send's INSERT … SELECT joined with the school profile). The same as on
 * SQLite (src/features/notices/tracking.int.test.ts).
 */
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { PostgresCluster } from '../servers/postgres'
import { postgresPayload, stopPostgresPayload } from './postgresPayload'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ksr-notices-pg-'))
const cluster = new PostgresCluster(dir, ['site'])
let payload: Payload

const texts: { to: string; message: string }[] = []
const gateway = http.createServer((req, res) => {
  let body = ''
  req.on('data', (c: Buffer) => (body += c.toString()))
  req.on('end', () => {
    texts.push(JSON.parse(body) as { to: string; message: string })
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}')
  })
})

beforeAll(async () => {
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve))
  process.env.SMS_GATEWAY_URL = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`
  const started = await postgresPayload(cluster)
  payload = started.payload
  await payload.db.migrate({ migrations: started.migrations })
  const { seed } = await import('@/seed')
  await seed(payload, new Date())
}, 600_000)

afterAll(async () => {
  await stopPostgresPayload(payload, cluster)
  await new Promise<void>((resolve) => gateway.close(() => resolve()))
  fs.rmSync(dir, { recursive: true, force: true })
})

describe('notice figures and the re-send on PostgreSQL', () => {
  it('counts delivered and opened per notice and per class, and sends an unopened emergency alert again by SMS once', async () => {
    const { build } = await import('@/seed/builders')
    const { sendDue } = await import('@/features/notices/sender')
    const { sendFigures } = await import('@/features/notices/queue')
    const { forSchool, schoolOfRecord } = await import('@/tenancy')
    const { GET } = await import('@/app/(site)/notices/o/[ref]/route')
    const school = (await payload.find({ collection: 'schools', limit: 1 })).docs[0]!
    const gate = forSchool(payload, (await schoolOfRecord(payload, school.id))!)
    const sms = {
      senderId: 'KSRSCH',
      entityId: '1101234567890123456',
      noticeTemplateId: '1107000000000000011',
      noticeTemplate: 'KSR notice: {#var#} {#url#}',
      codeTemplateId: '1107000000000000012',
      codeTemplate: '{#var#} is your KSR code.',
    }
    const profile = await payload.find({ collection: 'school-profile', where: { school: { equals: school.id } }, limit: 1 })
    await payload.update({ collection: 'school-profile', id: profile.docs[0]!.id, data: { sms, alertResend: { enabled: true, minutes: 20 } } })
    // The demo school's own VI-A (the seed keeps its classes).
    const sixA = (await payload.find({ collection: 'classes', where: { and: [{ school: { equals: school.id } }, { name: { equals: 'VI-A' } }] }, limit: 1 })).docs[0]!
    expect(sixA).toBeDefined()
    for (const [phone, classes] of [['919876500031', [sixA.id]], ['919876500032', []]] as const)
      await payload.create({ collection: 'notice-subscriptions', data: build.subscription({ channel: 'sms', email: undefined, phone, classes: [...classes], school: school.id }) })

    const t0 = Date.now()
    const alert = await payload.create({ collection: 'emergency-alerts', data: build.alert({ title: 'Flood warning', school: school.id }) })
    let notice: { id: number } | undefined
    for (let i = 0; i < 200 && !notice; i++) {
      notice = (await payload.find({ collection: 'notice-sends', where: { and: [{ sourceKey: { equals: `emergency-alerts:${alert.id}` } }, { subscribers: { exists: true } }] }, context: { noFigures: true } })).docs[0]
      // Polls: the notice is queued after the save commits, by a hook this test cannot await.
      if (!notice) await new Promise((r) => setTimeout(r, 50))
    }
    expect(await sendDue(payload, { now: () => t0 })).toMatchObject({ sent: 2 })
    const link = (to: string) => /https?:\/\/\S+\/notices\/o\/(\S+)$/.exec(texts.filter((t) => t.to === to).at(-1)!.message)!
    const first = link('919876500032')
    const opened = await GET(new Request(first[0]), { params: Promise.resolve({ ref: first[1]! }) })
    expect(opened.status).toBe(303)
    expect(await sendFigures(gate, notice!.id)).toMatchObject({
      sent: 2,
      delivered: 2,
      opened: 1,
      byClass: [
        { class: sixA.id, sent: 1, delivered: 1, opened: 0, failed: 0 },
        { class: null, sent: 1, delivered: 1, opened: 1, failed: 0 },
      ],
    })

    expect(await sendDue(payload, { now: () => t0 + 19 * 60_000 })).toMatchObject({ sent: 0 })
    expect(await sendDue(payload, { now: () => t0 + 21 * 60_000 })).toMatchObject({ sent: 1 })
    expect(await sendDue(payload, { now: () => t0 + 40 * 60_000 })).toMatchObject({ sent: 0 })
    // Only the parent who had not opened it, once.
    expect(texts.filter((t) => t.to === '919876500031')).toHaveLength(2)
    expect(texts.filter((t) => t.to === '919876500032')).toHaveLength(1)
    const again = link('919876500031')
    await GET(new Request(again[0]), { params: Promise.resolve({ ref: again[1]! }) })
    expect(await sendFigures(gate, notice!.id)).toMatchObject({ sent: 2, opened: 2, resent: 1, resentOpened: 1 })
  })
})
