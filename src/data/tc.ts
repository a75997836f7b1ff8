/**
 * The transfer-certificate lookup behind the /tc page and `POST /api/tc/{school}`. The
 * register is closed to visitors; this is its one public door: one record, only when
 * both the admission number and the name match, and only until its "Remove from lookup
 * after" day (compared with today at each lookup, so nothing waits for a job). The answer
 * holds the least that verifies the certificate: name, admission number, TC number and the
 * scan, linked by a signed URL so scans cannot be fetched by guessing names or ids. The
 * class and the date of issue are added only when the school turns them on (TC lookup
 * settings). Every lookup is logged (src/data/tcLog.ts) without what was searched for.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import path from 'node:path'

import { env } from '@/env'
import { contentTypeOf } from '@/lib/files'
import { sharedLimiter } from '@/lib/rateLimit'
import { markPersonal } from '@/lib/renderContext'
import { DEFAULT_TC_RETENTION_YEARS, lookupCutoffs, namesMatch, parseTcQuery, type TcInputErrors, type TcQuery } from '@/lib/tc'
import type { Certificate } from '@/payload-types'
import { payloadClient } from './payload'
import { logTcLookup, type TcChannel } from './tcLog'

export type TcRecord = {
  admissionNumber: number
  studentName: string
  /** Null unless the school shows the class ("Show class in TC lookup"). */
  classLastStudied: string | null
  /** Null unless the school shows dates ("Show dates in TC lookup"). */
  dateOfIssue: string | null
  tcNumber: string
  certificateUrl: string | null
}

export type TcLookupSettings = { showClass: boolean; showDates: boolean; retentionYears: number }

/** The school's TC lookup settings (admins-only global), with their defaults when never saved. */
export async function tcLookupSettings(): Promise<TcLookupSettings> {
  const payload = await payloadClient()
  const s = await payload.findGlobal({ slug: 'tc-settings', overrideAccess: true, depth: 0 })
  const years = s?.retentionYears
  return {
    showClass: s?.showClass === true,
    showDates: s?.showDates === true,
    retentionYears: typeof years === 'number' && Number.isInteger(years) && years > 0 ? years : DEFAULT_TC_RETENTION_YEARS,
  }
}

const signature = (id: number, filename: string) =>
  createHmac('sha256', env().payloadSecret).update(`tc-certificate:${id}:${filename}`).digest('base64url').slice(0, 32)

export const certificatePath = (cert: Pick<Certificate, 'id' | 'filename'>): string | null =>
  cert.filename ? `/tc/certificate/${cert.id}-${signature(cert.id, cert.filename)}` : null

export async function lookupTransferCertificate(query: TcQuery, now: Date = new Date()): Promise<TcRecord | null> {
  const payload = await payloadClient()
  const settings = await tcLookupSettings()
  const { keepFrom, issuedSince } = lookupCutoffs(now, settings.retentionYears)
  const { docs } = await payload.find({
    collection: 'transfer-certificates',
    where: {
      admissionNumber: { equals: query.admission },
      // Not a record of a content import still under way (content/staging).
      importRun: { exists: false },
      // Not past its "Remove from lookup after" day; a record saved before that field existed
      // counts from its date of issue.
      or: [
        { removeFromLookupAfter: { greater_than_equal: keepFrom } },
        { and: [{ removeFromLookupAfter: { exists: false } }, { dateOfIssue: { greater_than_equal: issuedSince } }] },
      ],
    },
    limit: 1,
    depth: 1,
    overrideAccess: true,
  })
  const tc = docs[0]
  if (!tc || !namesMatch(query.name, tc.studentName)) return null
  const cert = typeof tc.certificate === 'object' ? tc.certificate : null
  return {
    admissionNumber: tc.admissionNumber,
    studentName: tc.studentName,
    classLastStudied: settings.showClass ? tc.classLastStudied : null,
    dateOfIssue: settings.showDates ? tc.dateOfIssue : null,
    tcNumber: tc.tcNumber,
    certificateUrl: cert ? certificatePath(cert) : null,
  }
}

/** The stored scan a signed token names, or null when the token is not genuine. */
export async function certificateFile(token: string): Promise<{ file: string; contentType: string } | null> {
  const m = /^(\d{1,10})-([A-Za-z0-9_-]{32})$/.exec(token)
  if (!m) return null
  const payload = await payloadClient()
  const cert = await payload.findByID({ collection: 'certificates', id: Number(m[1]), overrideAccess: true, disableErrors: true })
  if (!cert?.filename) return null
  const expected = Buffer.from(signature(cert.id, cert.filename))
  const given = Buffer.from(m[2] ?? '')
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  const contentType = contentTypeOf(cert.filename)
  if (!contentType || cert.filename !== path.basename(cert.filename)) return null
  return { file: path.join(env().uploadDir, 'certificates', cert.filename), contentType }
}

export type TcOutcome =
  | { status: 'invalid'; errors: TcInputErrors }
  | { status: 'limited'; retryAfterSeconds: number }
  | { status: 'not-found' }
  | { status: 'found'; record: TcRecord }

/** One limiter for the page and the API together: both open the same register. */
const tcLimiter = () => sharedLimiter('tc-lookup', env().TC_LOOKUP_LIMIT, env().TC_LOOKUP_WINDOW_SECONDS)

/** Validates, counts against the client's limit, looks up, and logs the outcome. */
export async function verifyTransferCertificate(
  input: { admission?: unknown; name?: unknown },
  client: string,
  channel: TcChannel,
): Promise<TcOutcome> {
  // An answer for one visitor: never cached (src/server/responseCache).
  markPersonal()
  const parsed = parseTcQuery(input)
  if (!parsed.ok) {
    await logTcLookup('invalid', client, channel)
    return { status: 'invalid', errors: parsed.errors }
  }
  const limit = await tcLimiter().consume(client)
  if (!limit.allowed) {
    await logTcLookup('rate-limited', client, channel)
    return { status: 'limited', retryAfterSeconds: limit.retryAfterSeconds }
  }
  const record = await lookupTransferCertificate(parsed.query)
  await logTcLookup(record ? 'found' : 'not-found', client, channel)
  return record ? { status: 'found', record } : { status: 'not-found' }
}
