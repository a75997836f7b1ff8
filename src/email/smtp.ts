/**
 * Staff e-mail (password resets) through an SMTP server named by SMTP_URL, with nodemailer.
 * Without SMTP_URL nothing is sent and the server logs that it could not send. Sending does
 * not hold up the request: a slow mail server neither delays the answer nor tells by its
 * timing whether an e-mail address belongs to a staff account; a failure is logged.
 */
import nodemailer from 'nodemailer'
import type { EmailAdapter, Payload } from 'payload'

import { parseSender, type Sender } from '@/lib/mailSender'

const IN_FLIGHT = Symbol.for('school-site.mail-in-flight')
/** The e-mails this process is handing to the mail server (kept on globalThis: every bundle's adapter adds to one set). */
const inFlight = (): Set<Promise<unknown>> => ((globalThis as Record<symbol, Set<Promise<unknown>>>)[IN_FLIGHT] ??= new Set())

const OUTCOMES = Symbol.for('school-site.mail-outcomes')
/** Whether each e-mail reached the mail server, by recipient: kept only in a command that asked for it (watchMail), never in the server. */
export type MailOutcomes = Map<string, { sent: boolean; error?: string }>
const outcomes = (): MailOutcomes | undefined => (globalThis as Record<symbol, MailOutcomes | undefined>)[OUTCOMES]

/**
 * From now on, this process notes whether each e-mail it sends reached the mail server (by its
 * recipient's address, lower-cased): a command reads it after mailHandedOver() to report what
 * happened. The server never calls it, so nothing grows there.
 */
export function watchMail(): MailOutcomes {
  return ((globalThis as Record<symbol, MailOutcomes | undefined>)[OUTCOMES] ??= new Map())
}

const recipient = (to: unknown): string => {
  const first = Array.isArray(to) ? to[0] : to
  const address = typeof first === 'object' && first && 'address' in first ? String((first as { address: unknown }).address) : String(first ?? '')
  return address.trim().toLowerCase()
}

/** Resolves once every e-mail this process has begun to send is sent or has failed: a command waits for it before it exits. */
export async function mailHandedOver(): Promise<void> {
  while (inFlight().size) await Promise.allSettled([...inFlight()])
}

export function smtpAdapter({ url, from }: { url?: string; from: string }): EmailAdapter {
  return ({ payload }) => {
    const transport = url ? nodemailer.createTransport(url) : null
    const { name: fromName, address: fromAddress } = parseSender(from)
    return {
      name: 'smtp',
      defaultFromAddress: fromAddress,
      defaultFromName: fromName,
      sendEmail: async (message) => {
        if (!transport) {
          payload.logger.warn({ to: message.to, subject: message.subject }, 'No e-mail sent: SMTP_URL is not set.')
          outcomes()?.set(recipient(message.to), { sent: false, error: 'SMTP_URL is not set' })
          return
        }
        const sending = transport
          .sendMail({ from: { name: fromName, address: fromAddress }, ...message })
          .then(() => {
            outcomes()?.set(recipient(message.to), { sent: true })
            payload.logger.info({ to: message.to, subject: message.subject }, 'E-mail sent')
          })
          .catch((err: unknown) => {
            outcomes()?.set(recipient(message.to), { sent: false, error: (err as Error)?.message ?? String(err) })
            payload.logger.error({ err, to: message.to }, 'E-mail could not be sent')
          })
        inFlight().add(sending)
        void sending.finally(() => inFlight().delete(sending))
      },
    }
  }
}

/** The deployment's sender (MAIL_FROM, or its default), as the adapter was given it. */
export const mailFrom = (payload: Payload): Sender => ({ name: payload.email.defaultFromName, address: payload.email.defaultFromAddress })
