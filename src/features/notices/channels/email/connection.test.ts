/**
 * The e-mail channel's connection to the mail server, against real servers on loopback ports
 * (a port that refuses, a server that closes every connection at once, smtp-server):
 * - a send through a server that closes every connection at once ends;
 * - after a refused connection the channel connects anew once the server is back.
 */
import net from 'node:net'

import nodemailer from 'nodemailer'
import { afterAll, describe, expect, it } from 'vitest'

import type { SchoolGate } from '@/tenancy'
import { startInbox } from '../../../../../tests/int/inbox'
import type { Message, SendContext } from '../channel'
import { email, smtpOptions } from '.'

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
  it('that closes every connection at once: the send ends (it used to try again for ever)', async () => {
    let connections = 0
    const err = await errorFrom(
      await tcpServer((socket) => {
        connections++
        socket.destroy()
      }),
    )
    expect(err).toBeInstanceOf(Error)
    expect(connections).toBeLessThanOrEqual(2)
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
