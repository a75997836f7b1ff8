/**
 * The e-mail channel's connection to the mail server, against real servers on loopback ports
 * (a port that refuses, a server that never answers, one that closes every connection at once,
 * one that says it is not available, and smtp-server refusing a recipient or a message):
 * - a send through any of the first four ends, and is an outage (the notices wait for the
 *   server: ../../sender.ts); the refusals are not;
 * - after a refused connection the channel connects anew once the server is back.
 */
import net from 'node:net'

import nodemailer from 'nodemailer'
import { SMTPServer } from 'smtp-server'
import { afterAll, describe, expect, it } from 'vitest'

import type { SchoolGate } from '@/tenancy'
import { startInbox } from '../../../../../tests/int/inbox'
import type { Message, SendContext } from '../channel'
import { email, isUnreachable, smtpOptions } from '.'

const servers: { close(callback: () => void): void }[] = []
afterAll(async () => {
  for (const server of servers) await new Promise<void>((resolve) => server.close(() => resolve()))
})

/** A loopback port nothing listens on (connections to it are refused). */
async function refusingPort(): Promise<number> {
  const free = net.createServer()
  await new Promise<void>((resolve) => free.listen(0, '127.0.0.1', resolve))
  const port = (free.address() as net.AddressInfo).port
  await new Promise<void>((resolve) => free.close(() => resolve()))
  return port
}

/** A TCP server on a free loopback port that does `onConnection` with each connection; its URL. */
async function tcpServer(onConnection: (socket: net.Socket) => void): Promise<string> {
  const server = net.createServer(onConnection)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  servers.push(server)
  return `smtp://127.0.0.1:${(server.address() as net.AddressInfo).port}`
}

/** The error sending one message through `url` gives, as the channel's transport sends it (a short timeout). */
async function errorFrom(url: string, to = 'parent@example.com'): Promise<unknown> {
  const transport = nodemailer.createTransport(smtpOptions(url, 500))
  try {
    await transport.sendMail({ from: 'notices@vendor.example', to, subject: 'Notice', text: 'School closed tomorrow.' })
  } catch (err) {
    return err
  } finally {
    transport.close()
  }
  throw new Error(`${url} took the message`)
}

describe('a mail server that cannot be reached', () => {
  it('is an outage when its port refuses connections', async () => {
    const err = await errorFrom(`smtp://127.0.0.1:${await refusingPort()}`)
    expect(err).toMatchObject({ code: 'ECONNREFUSED' })
    expect(email.failure(err)).toBe('unreachable')
  })

  it('is an outage when it never answers', async () => {
    const err = await errorFrom(await tcpServer(() => {}))
    expect(err).toMatchObject({ code: 'ETIMEDOUT' })
    expect(email.failure(err)).toBe('unreachable')
  })

  it('is an outage when it closes every connection at once, and the send ends (it used to try again for ever)', async () => {
    let connections = 0
    const err = await errorFrom(
      await tcpServer((socket) => {
        connections++
        socket.destroy()
      }),
    )
    expect(isUnreachable(err)).toBe(true)
    expect(email.failure(err)).toBe('unreachable')
    expect(connections).toBeLessThanOrEqual(2)
  })

  it('is an outage when it answers 421, not available', async () => {
    const err = await errorFrom(await tcpServer((socket) => socket.end('421 4.3.2 Service not available, closing channel\r\n')))
    expect(err).toMatchObject({ responseCode: 421 })
    expect(email.failure(err)).toBe('unreachable')
  })
})

describe('a mail server that answers', () => {
  it('refusing the recipient for good is a bounce; refusing the message, or the recipient for now, is tried again a few times: neither is an outage', async () => {
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, done) {
        if (address.address.startsWith('bounce')) return done(Object.assign(new Error('5.1.1 No such user'), { responseCode: 550 }))
        if (address.address.startsWith('busy')) return done(Object.assign(new Error('4.2.1 Try again later'), { responseCode: 451 }))
        done()
      },
      onData(stream, _session, done) {
        stream.resume()
        stream.on('end', () => done(Object.assign(new Error('5.7.1 Message refused by the content filter'), { responseCode: 554 })))
      },
    })
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
    servers.push(smtp)
    const url = `smtp://127.0.0.1:${(smtp.server.address() as net.AddressInfo).port}`
    const failures = await Promise.all(['bounce@example.com', 'busy@example.com', 'parent@example.com'].map(async (to) => email.failure(await errorFrom(url, to))))
    expect(failures).toEqual(['gone', 'again', 'again'])
  })
})

describe('the channel’s connection to the mail server', () => {
  it('is made anew after one was refused: once the server is back, the next message goes (it used to wait for ever)', async () => {
    const port = await refusingPort()
    process.env.SMTP_URL = `smtp://127.0.0.1:${port}`
    const message: Message = {
      rows: [],
      subscriber: { id: 1, channel: 'email', email: 'parent@example.com', locale: 'en', confirmed: true, school: 1 },
      address: 'parent@example.com',
      school: { name: 'Kestrel Springs Residential School', origin: 'https://school.example', gate: {} as SchoolGate },
      items: [{ kind: 'alerts', title: 'School closed tomorrow', summary: 'Heavy rain.', url: 'https://school.example/' }],
      notice: undefined,
    }
    const context: SendContext = { from: { name: 'School website', address: 'notices@vendor.example' }, topics: [], timeoutMs: 5000, once: (_key, make) => make() }
    const refused = await email.send(message, context).catch((err: unknown) => err)
    expect(refused).toMatchObject({ code: 'ECONNREFUSED' })
    expect(email.failure(refused)).toBe('unreachable')

    const inbox = await startInbox({ port })
    try {
      await email.send(message, context)
      expect(inbox.mails.map((m) => [m.address, m.subject])).toEqual([['parent@example.com', 'School closed tomorrow']])
    } finally {
      email.close?.()
      await inbox.close()
    }
  })
})
