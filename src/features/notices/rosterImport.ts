/**
 * A class roster's import (Notices to parents → Subscribers → Import class roster;
 * `POST /cms-api/notice-subscriptions/import-roster`, the CSV as the body, `text/csv`):
 * administrators only, into the school they work in (the admin's school switch). ./roster.ts
 * reads the file.
 *
 * Each address becomes a pending subscription of the school, for every kind of notice, with the
 * line's classes and consent wording that says the school added it. Nothing reaches a pending
 * subscription (the queue takes confirmed ones only: ./queue.ts) but its confirmation:
 *
 * - an e-mail address gets the Get notices form's confirmation e-mail, with its signed link
 *   (./rules subscriptionLinks), saying that the school added the address, within the same cap
 *   per mailbox (./mailbox.ts); one over the cap is still added, and the result says how many
 *   got no e-mail now;
 * - a mobile number, only when the school offers SMS (else the line is skipped), is added and
 *   sent nothing: the school's registered confirmation SMS carries a code, not a link, so the
 *   parent confirms by asking for a code with that number on the Get notices page.
 *
 * An address already subscribed and confirmed is left alone; one waiting for its confirmation
 * gets the line's classes added. A class the school does not have is reported, and its lines
 * skipped, unless "create the classes" was ticked. The import is one line of the audit log,
 * with its counts and no address.
 *
 * CSRF: the body must be `text/csv`, which a page of another site cannot make a browser send
 * without asking (CORS); besides, the CMS's cookies are SameSite=Lax and, with SERVER_URL, only
 * that origin's cookie-authenticated requests are accepted (Payload's allow-list).
 */
import type { Endpoint, PayloadRequest } from 'payload'

import { isAdmin } from '@/access/roles'
import { env } from '@/env'
import { apiError } from '@/lib/apiError'
import { mailFrom } from '@/email/smtp'
import { schoolSender } from '@/lib/mailSender'
import { xmlEscape } from '@/lib/xml'
import { wordsIn } from '@/lib/i18n/catalogue'
import { recordAudit } from '@/features/audit/record'
import { forSchool, schoolOfStaff, schoolsList, type SchoolGate } from '@/tenancy'
import { publicOriginOf } from '@/tenancy/rules'
import { CLASSES } from '@/features/classes/collection'
import { CLASS_NAME, classIdsOf, MAX_CLASSES } from '@/features/classes/rules'
import { SUBSCRIPTIONS } from './collections'
import { emailUnavailable } from './channels/email'
import { confirmationMail } from './channels/email/mail'
import { smsFor } from './channels/sms/smsFor'
import { mailboxLimiter } from './mailbox'
import { classMatchKey, MAX_ROSTER_BYTES, parseRoster, rosterConsent, rosterSmsConsent, type RosterProblem } from './roster'
import { addressKey, mailboxOf, subscriptionLinks, topicFlags } from './rules'
import { subscriptionWith } from './subscriptions'
import { noticeTopics } from './topics'
import { NOTICE_WORDS } from './words'

export type RosterResult = {
  school: string
  /** New pending subscriptions. */
  created: number
  /** Confirmed already: left as they are. */
  alreadySubscribed: number
  /** Waiting for their confirmation already: the line's classes added to theirs. */
  alreadyWaiting: number
  /** Lines left out (each in `problems`). */
  skipped: number
  /** Confirmation e-mails sent now, and those held back (the mailbox's cap, or no mail server). */
  mailsSent: number
  mailsHeld: number
  /** Mobile numbers added, waiting for the parent to confirm with a code on the Get notices page. */
  phonesWaiting: number
  classesCreated: string[]
  problems: RosterProblem[]
}

/**
 * The Get notices form's confirmation e-mail, saying who asked: the form's says "someone,
 * hopefully you, asked"; here the school added the address.
 */
function rosterConfirmationMail(mail: { subject: string; text: string; html: string }, school: string) {
  const said = wordsIn(NOTICE_WORDS, 'en').confirmMail(school)
  const instead = `${school} added this address from its class roster, as a parent's. Nothing is sent to it until you confirm. To get the school's notices, open this link and press "Confirm":`
  return { ...mail, text: mail.text.replace(said, instead), html: mail.html.replace(xmlEscape(said), xmlEscape(instead)) }
}

const lineSort = (a: RosterProblem, b: RosterProblem) => a.line - b.line

/** The request's body as text, refused past `max` bytes (without reading further). */
async function bodyText(req: PayloadRequest, max: number): Promise<string | null> {
  const declared = Number(req.headers.get('content-length') ?? '')
  if (Number.isFinite(declared) && declared > max) return null
  const stream = req.body as ReadableStream<Uint8Array> | null | undefined
  if (!stream) return ''
  const reader = stream.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > max) {
      await reader.cancel().catch(() => undefined)
      return null
    }
    chunks.push(value)
  }
  return new TextDecoder('utf-8').decode(Buffer.concat(chunks))
}

type Target = { kind: 'email' | 'sms'; address: string; line: number; classes: Set<number> }

/** `POST …/import-roster` (see the header). */
export const importRosterEndpoint: Endpoint = {
  path: '/import-roster',
  method: 'post',
  handler: async (req) => {
    if (!req.user || !isAdmin(req.user)) return apiError(403, 'Only administrators may import a class roster.')
    const type = (req.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
    if (type !== 'text/csv') return apiError(415, 'Send the roster as a CSV file (text/csv).', 'file')
    const school = await schoolOfStaff(req)
    if (!school) return apiError(400, 'Choose the school with the school switch at the top of the menu.', 'school')
    const text = await bodyText(req, MAX_ROSTER_BYTES)
    if (text === null) return apiError(413, `The file is larger than ${MAX_ROSTER_BYTES / 1024 / 1024} MB: split it by class and import each part.`, 'file')
    const parsed = parseRoster(text)
    if (!parsed.ok) return apiError(400, parsed.message, 'file')
    const createClasses = req.searchParams?.get('createClasses') === '1'
    const result = await importRoster(req, forSchool(req.payload, school, req), parsed.rows, parsed.problems, createClasses)
    await recordAudit(req, {
      kind: 'roster-import',
      target: { collection: SUBSCRIPTIONS },
      summary: `Imported a class roster: ${result.created} added waiting for confirmation, ${result.alreadySubscribed} already subscribed, ${result.alreadyWaiting} already waiting (their classes added), ${result.skipped} lines skipped${result.classesCreated.length ? `; classes created: ${result.classesCreated.join(', ')}` : ''}`,
      schools: [school.id],
    })
    return Response.json(result, { headers: { 'Cache-Control': 'no-store' } })
  },
}

/** The import itself, within one school (see the header). */
export async function importRoster(
  req: PayloadRequest,
  gate: SchoolGate,
  rows: { line: number; className: string; email: string | null; phone: string | null }[],
  problems: RosterProblem[],
  createClasses: boolean,
): Promise<RosterResult> {
  const payload = req.payload
  const schoolName = gate.school.name
  const found: RosterProblem[] = [...problems]
  const skip = (line: number, message: string) => found.push({ line, message })
  // The lines something was imported from: a line with a problem and nothing imported is skipped.
  const used = new Set<number>()

  // The school's classes, matched by name (exactly, else as ./roster classMatchKey reads it).
  const own = (await gate.find({ collection: CLASSES, limit: 1000, depth: 0, pagination: false, select: { name: true, order: true }, req })).docs
  const exact = new Map(own.map((c) => [c.name, c.id]))
  const loose = new Map<string, number | null>()
  for (const c of own) loose.set(classMatchKey(c.name), loose.has(classMatchKey(c.name)) ? null : c.id)
  const classOf = (name: string) => exact.get(name) ?? loose.get(classMatchKey(name)) ?? null
  const classesCreated: string[] = []
  if (createClasses) {
    let order = own.reduce((max, c) => Math.max(max, typeof c.order === 'number' ? c.order : 0), 0)
    for (const name of [...new Set(rows.map((r) => r.className))]) {
      if (classOf(name) !== null || !CLASS_NAME.test(name)) continue
      const made = await gate.create({ collection: CLASSES, data: { name, order: ++order }, depth: 0, req })
      exact.set(made.name, made.id)
      loose.set(classMatchKey(made.name), made.id)
      classesCreated.push(made.name)
    }
  }

  const sms = await smsFor(gate)
  const targets = new Map<string, Target>()
  const add = (kind: Target['kind'], address: string, line: number, cls: number) => {
    const key = `${kind}:${address}`
    const target = targets.get(key) ?? { kind, address, line, classes: new Set<number>() }
    target.classes.add(cls)
    targets.set(key, target)
    used.add(line)
  }
  for (const row of rows) {
    const cls = classOf(row.className)
    if (cls === null) {
      skip(row.line, CLASS_NAME.test(row.className) ? `The school has no class "${row.className}" (Content → Classes).` : `"${row.className.slice(0, 40)}" is not a class name.`)
      continue
    }
    if (row.email) add('email', row.email, row.line, cls)
    if (row.phone) {
      if (sms) add('sms', row.phone, row.line, cls)
      else skip(row.line, 'This school does not send notices by SMS (School profile → SMS notices): the mobile number was left out.')
    }
  }

  const topics = noticeTopics(payload.config.collections)
  const names = topics.map((t) => t.name)
  const w = wordsIn(NOTICE_WORDS, 'en')
  const now = new Date().toISOString()
  const origin = publicOriginOf(gate.school, await schoolsList(payload), env().publicOrigin, env().API_HOST)
  const canMail = !emailUnavailable()
  const result: RosterResult = { school: schoolName, created: 0, alreadySubscribed: 0, alreadyWaiting: 0, skipped: 0, mailsSent: 0, mailsHeld: 0, phonesWaiting: 0, classesCreated, problems: [] }

  for (const t of targets.values()) {
    const classes = [...t.classes].slice(0, MAX_CLASSES)
    const existing = await subscriptionWith(gate, t.kind === 'email' ? { email: t.address } : { phone: t.address })
    if (existing?.confirmed) {
      result.alreadySubscribed++
      continue
    }
    if (existing) {
      const merged = [...new Set([...classIdsOf(existing.classes), ...classes])].slice(0, MAX_CLASSES)
      if (merged.length !== classIdsOf(existing.classes).length) await gate.update({ collection: SUBSCRIPTIONS, id: existing.id, data: { classes: merged }, depth: 0, req })
      result.alreadyWaiting++
      continue
    }
    const consent = t.kind === 'email' ? rosterConsent(schoolName, w.consent(schoolName)) : rosterSmsConsent(schoolName, w.byPhone.sms.consent(schoolName))
    const doc = await gate.create({
      collection: SUBSCRIPTIONS,
      data: {
        channel: t.kind,
        ...(t.kind === 'email' ? { email: t.address } : { phone: t.address }),
        confirmed: false,
        topics: topicFlags(names, names),
        classes,
        frequency: 'immediate',
        locale: 'en',
        consent: { wording: consent, givenAt: now, locale: 'en' },
      },
      depth: 0,
      req,
    })
    result.created++
    if (t.kind === 'sms') {
      result.phonesWaiting++
      continue
    }
    // The form's cap per mailbox, over every school: an import cannot flood a parent either.
    const allowed = canMail && (await mailboxLimiter().consume(addressKey(mailboxOf(t.address)))).allowed
    if (!allowed) {
      result.mailsHeld++
      continue
    }
    const links = subscriptionLinks(origin, env().payloadSecret, doc.id, t.address, 'en')
    const mail = rosterConfirmationMail(confirmationMail({ school: schoolName, link: links.confirm, locale: 'en', topics, frequency: 'immediate' }), schoolName)
    await payload.sendEmail({ to: t.address, from: schoolSender(schoolName, mailFrom(payload)), ...mail })
    result.mailsSent++
  }
  result.skipped = new Set(found.map((p) => p.line).filter((line) => !used.has(line))).size
  result.problems = found.sort(lineSort)
  return result
}
