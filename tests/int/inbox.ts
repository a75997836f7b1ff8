/** A real SMTP server (smtp-server on a loopback port) whose messages the test reads (integration and end-to-end tests). */
import type { AddressInfo } from 'node:net'

import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/** `to`: the first recipient as written; `address`: its address alone; `attachments`: each file's name, type and bytes. */
export type Mail = { to: string; address: string; subject: string; text: string; html: string; attachments: { filename: string; contentType: string; content: Buffer }[] }

/**
 * `port`: the port to listen on (a test that stops the server and starts another on its port:
 * a mail server away for a while); any free one when not given.
 */
export async function startInbox({ port = 0 }: { port?: number } = {}) {
  const mails: Mail[] = []
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // Stopping ends the connections a client keeps open (answering 421) within a second, not 30.
    closeTimeout: 1000,
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((m) => {
          const to = Array.isArray(m.to) ? m.to[0] : m.to
          mails.push({ to: to?.text ?? '', address: to?.value[0]?.address ?? '', subject: m.subject ?? '', text: m.text ?? '', html: typeof m.html === 'string' ? m.html : '', attachments: m.attachments.map((a) => ({ filename: a.filename ?? '', contentType: a.contentType, content: a.content })) })
          done()
        })
        .catch(done)
    },
  })
  await new Promise<void>((resolve, reject) => smtp.listen(port, '127.0.0.1', resolve).once('error', reject))
  return {
    mails,
    url: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    /** The first message to `email`, waited for up to `ms`. */
    async to(email: string, ms = 10_000): Promise<Mail> {
      const end = Date.now() + ms
      while (Date.now() < end) {
        const mail = mails.find((m) => m.to.includes(email))
        if (mail) return mail
        // Polls: the SMTP server adds to `mails` and announces nothing to wait on.
        await new Promise((r) => setTimeout(r, 100))
      }
      throw new Error(`no e-mail to ${email} arrived`)
    },
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  }
}
