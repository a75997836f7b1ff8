/**
 * Staff e-mail (password resets) through an SMTP server named by SMTP_URL, with nodemailer.
 * Without SMTP_URL nothing is sent and the server logs that it could not send. Sending does
 * not hold up the request: a slow mail server neither delays the answer nor tells by its
 * timing whether an e-mail address belongs to a staff account; a failure is logged.
 */
import nodemailer from 'nodemailer'
import type { EmailAdapter, Payload } from 'payload'

import { parseSender, type Sender } from '@/lib/mailSender'

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
        transport
          .sendMail({ from: { name: fromName, address: fromAddress }, ...message })
          .then(() => payload.logger.info({ to: message.to, subject: message.subject }, 'E-mail sent'))
          .catch((err: unknown) => payload.logger.error({ err, to: message.to }, 'E-mail could not be sent'))
      },
    }
  }
}

/** The deployment's sender (MAIL_FROM, or its default), as the adapter was given it. */
export const mailFrom = (payload: Payload): Sender => ({ name: payload.email.defaultFromName, address: payload.email.defaultFromAddress })
