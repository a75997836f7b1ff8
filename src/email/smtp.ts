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
          return
        }
        const sending = transport
          .sendMail({ from: { name: fromName, address: fromAddress }, ...message })
          .then(() => payload.logger.info({ to: message.to, subject: message.subject }, 'E-mail sent'))
          .catch((err: unknown) => payload.logger.error({ err, to: message.to }, 'E-mail could not be sent'))
        inFlight().add(sending)
        void sending.finally(() => inFlight().delete(sending))
      },
    }
  }
}

/** The deployment's sender (MAIL_FROM, or its default), as the adapter was given it. */
export const mailFrom = (payload: Payload): Sender => ({ name: payload.email.defaultFromName, address: payload.email.defaultFromAddress })
