/**
 * The transfer-certificate lookup behind the /tc page and `POST /api/tc/{school}`. The
 * register is closed to visitors; this is its one public door: one record, only when
 * both the admission number and the name match. The certificate is linked by a signed
 * URL, so scans cannot be fetched by guessing names or ids.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import path from 'node:path'

import { env } from '@/env'
import { contentTypeOf } from '@/lib/files'
import { sharedLimiter } from '@/lib/rateLimit'
import { markPersonal } from '@/lib/renderContext'
import { namesMatch, parseTcQuery, type TcInputErrors, type TcQuery } from '@/lib/tc'
import type { Certificate } from '@/payload-types'
import { payloadClient } from './payload'

export type TcRecord = {
  admissionNumber: number
  studentName: string
  classLastStudied: string
  dateOfIssue: string
  tcNumber: string
  certificateUrl: string | null
}

const signature = (id: number, filename: string) =>
  createHmac('sha256', env().payloadSecret).update(`tc-certificate:${id}:${filename}`).digest('base64url').slice(0, 32)

export const certificatePath = (cert: Pick<Certificate, 'id' | 'filename'>): string | null =>
  cert.filename ? `/tc/certificate/${cert.id}-${signature(cert.id, cert.filename)}` : null

export async function lookupTransferCertificate(query: TcQuery): Promise<TcRecord | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'transfer-certificates',
    // Not a record of a content import still under way (content/staging).
    where: { admissionNumber: { equals: query.admission }, importRun: { exists: false } },
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
    classLastStudied: tc.classLastStudied,
    dateOfIssue: tc.dateOfIssue,
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

/** Validates, counts against the client's limit, then looks up. */
export async function verifyTransferCertificate(
  input: { admission?: unknown; name?: unknown },
  client: string,
): Promise<TcOutcome> {
  // An answer for one visitor: never cached (src/server/responseCache).
  markPersonal()
  const parsed = parseTcQuery(input)
  if (!parsed.ok) return { status: 'invalid', errors: parsed.errors }
  const limit = await tcLimiter().consume(client)
  if (!limit.allowed) return { status: 'limited', retryAfterSeconds: limit.retryAfterSeconds }
  const record = await lookupTransferCertificate(parsed.query)
  return record ? { status: 'found', record } : { status: 'not-found' }
}
