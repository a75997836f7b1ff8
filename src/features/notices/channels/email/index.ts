/**
 * Notices by e-mail: through SMTP_URL, at most NOTICES_EMAIL_PER_MINUTE a minute over all
 * instances, a daily subscriber's notices in one e-mail at the digest hour.
 *
 * A server's permanent refusal of the recipient (5xx to RCPT TO: no such mailbox) is a bounce:
 * the subscription is erased. A refused sign-in, sender or message is the set-up's fault, not
 * the parent's: it is tried again, and the subscription kept. A server that cannot be reached
 * (the connection refused, no answer, closed before one, or its own 421 "not available") is an
 * outage: the notices wait for it, for hours if need be (../../sender.ts).
 */
import net from 'node:net'
import tls from 'node:tls'

import nodemailer, { type Transporter } from 'nodemailer'

import { env } from '@/env'
import { schoolSender } from '@/lib/mailSender'
import { sharedLimiter } from '@/server/rateLimit'
import { subscriptionLinks } from '../../rules'
import { failureOf, type Channel } from '../channel'
import { noticeMail } from './mail'

const KEY = Symbol.for('school-site.notices.email')
/** The SMTP connection notices go through (one per process, kept open), and the URL it was made for. */
type State = { transport?: Transporter; url?: string }
const state = (): State => ((globalThis as Record<symbol, State>)[KEY] ??= {})

/**
 * The SMTP connection notices go through (one per instance, kept open). Its socket sends each
 * write at once (no Nagle): a message's last line ("." alone) is a write of its own, and
 * waiting for the server's delayed acknowledgement cost 40 ms a message, most of the time
 * of a send on a fast network.
 */
function transport(url: string, timeoutMs: number): Transporter {
  const s = state()
  if (!s.transport || s.url !== url) {
    s.transport?.close()
    s.transport = nodemailer.createTransport(smtpOptions(url, timeoutMs))
    s.url = url
  }
  return s.transport
}

function closeTransport() {
  const s = state()
  s.transport?.close()
  s.transport = undefined
}

/** Set on an error of the socket `getSocket` opened, before nodemailer had it (refused, unreachable, a TLS handshake refused). */
const SOCKET_FAILED = Symbol('socket failed')
const socketFailed = (err: unknown) => Boolean(err && typeof err === 'object' && SOCKET_FAILED in err)

/** SMTP_URL's query (`?requireTLS=true&tls.rejectUnauthorized=false`) as nodemailer's options, as nodemailer reads a URL. */
function queryOptions(params: URLSearchParams): Record<string, unknown> {
  const options: Record<string, unknown> = {}
  for (const [key, raw] of params) {
    const value = raw === 'true' ? true : raw === 'false' ? false : /^\d+$/.test(raw) ? Number(raw) : raw
    const path = key.split('.')
    let at = options
    for (const part of path.slice(0, -1)) at = (at[part] ??= {}) as Record<string, unknown>
    at[path[path.length - 1]!] = value
  }
  return options
}

export function smtpOptions(url: string, timeoutMs = 15_000) {
  const u = new URL(url)
  const secure = u.protocol === 'smtps:'
  const host = u.hostname.replace(/^\[|\]$/g, '')
  const port = Number(u.port) || (secure ? 465 : 587)
  const query = queryOptions(u.searchParams)
  const tlsOptions = (query.tls ?? {}) as tls.ConnectionOptions
  return {
    ...query,
    host,
    port,
    secure,
    pool: true,
    maxConnections: 1,
    // A message whose connection closed under it goes once more on a new one (the server may
    // have closed a kept connection); nodemailer's default tries for ever, so a server that
    // closes every connection at once held the sender with it.
    maxRequeues: 1,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    ...(u.username ? { auth: { user: decodeURIComponent(u.username), pass: decodeURIComponent(u.password) } } : {}),
    getSocket: (_options: unknown, callback: (err: Error | null, socketOptions?: { connection: net.Socket; secured?: boolean }) => void) => {
      const socket = secure ? tls.connect({ ...tlsOptions, host, port, servername: net.isIP(host) ? undefined : host }) : net.connect(port, host)
      socket.setNoDelay(true)
      const failed = (err: Error) => callback(Object.assign(err, { [SOCKET_FAILED]: true }))
      socket.once('error', failed)
      socket.once(secure ? 'secureConnect' : 'connect', () => {
        socket.off('error', failed)
        callback(null, { connection: socket, secured: secure })
      })
    },
  }
}

/**
 * Whether an SMTP error is the server's final word on the address (a bounce): a permanent
 * refusal (5xx) of the recipient. A refused sign-in, sender or message is the set-up's
 * fault, not the parent's: it is tried again, and the subscription kept.
 */
export function isBounce(err: unknown): boolean {
  const e = (err ?? {}) as { responseCode?: unknown; code?: unknown; command?: unknown }
  return e.code === 'EENVELOPE' && e.command === 'RCPT TO' && typeof e.responseCode === 'number' && e.responseCode >= 500 && e.responseCode < 600
}

/** Errors of a connection that could not be made, or was lost, before the server answered: Node's, and nodemailer's own names for them. */
const NO_ANSWER = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EHOSTDOWN', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE', 'ECONNECTION', 'ESOCKET', 'EDNS'])
/** nodemailer's pool, when a message's connection closed under it once more than `maxRequeues` allows. */
const CLOSED_EVERY_TIME = 'Reached maximum number of retries after connection was closed'

/**
 * Whether an SMTP error says the server could not be reached (an outage, nothing about this
 * message): the connection refused, timed out, lost or closed before the server answered, its
 * name not found, or the server's own 421 (service not available: RFC 5321, 3.8). Any other
 * answer of the server is about the message.
 */
export function isUnreachable(err: unknown): boolean {
  const e = (err ?? {}) as { responseCode?: unknown; code?: unknown; message?: unknown }
  if (typeof e.responseCode === 'number') return e.responseCode === 421
  return (typeof e.code === 'string' && NO_ANSWER.has(e.code)) || e.message === CLOSED_EVERY_TIME
}

const mailLimiter = () => sharedLimiter('notice-mail', env().NOTICES_EMAIL_PER_MINUTE, 60)

/** Why this deployment cannot send e-mail (no SMTP_URL); null when it can. Parents are offered e-mail notices only when it can. */
export const emailUnavailable = (): string | null => (env().SMTP_URL ? null : 'SMTP_URL is not set')

export const email: Channel = {
  name: 'email',
  addressOf: (subscriber) => subscriber.email,
  digest: true,
  deliveredWhenSent: true,
  unavailable: () => emailUnavailable(),
  take: () => mailLimiter().consume('all'),
  async send({ subscriber, address, school, items }, { from, timeoutMs, topics }) {
    const url = env().SMTP_URL
    if (!url) throw new Error('SMTP_URL is not set')
    const links = subscriptionLinks(school.origin, env().payloadSecret, subscriber.id, address, subscriber.locale)
    const mail = noticeMail({ school: school.name, items, topics, unsubscribe: links.unsubscribe, preferences: links.preferences, locale: subscriber.locale })
    try {
      await transport(url, timeoutMs).sendMail({ from: schoolSender(school.name, from), to: address, ...mail })
    } catch (err) {
      // nodemailer's pool (8.0) keeps its one connection busy for ever after the socket it was
      // given failed: every later message waited behind it, and the sender with them. The next
      // message gets a new transport.
      if (socketFailed(err)) closeTransport()
      throw err
    }
  },
  failure: (err) => failureOf(err) ?? (isBounce(err) ? 'gone' : isUnreachable(err) ? 'unreachable' : 'again'),
  close: closeTransport,
}
