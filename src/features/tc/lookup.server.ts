/**
 * The transfer-certificate lookup behind the /tc page and `POST /api/tc/{school}`. The
 * register is closed to visitors; this is its one public door: one record, only when
 * both the admission number and the name match, and only until its "Remove from lookup
 * after" day (compared with today at each lookup, so nothing waits for a job). The answer
 * holds the least that verifies the certificate: name, admission number, TC number and the
 * scan, linked by a signed URL so scans cannot be fetched by guessing names or ids. The
 * link names the record and the scan and expires after TC_LINK_LIFETIME_SECONDS; it works
 * only while the record is still in the lookup and still holds that scan. The class and the
 * date of issue are added only when the school turns them on (TC lookup settings). Every
 * lookup is logged (src/features/tc/log.server.ts) without what was searched for.
 */
import 'server-only'

import { createHmac, timingSafeEqual } from 'node:crypto'
import path from 'node:path'

import type { Where } from 'payload'

import { schoolLimitKey } from '@/lib/clientAddress'
import { env } from '@/env'
import { contentTypeOf } from '@/lib/files'
import { visibleToVisitors, visibleWhere } from '@/lib/visibility'
import { sharedFailureCounter } from '@/server/rateLimit'
import { markPersonal } from '@/server/renderContext'
import { DEFAULT_TC_RETENTION_YEARS, lookupCutoffs, namesMatch, parseTcQuery, type TcInputErrors, type TcQuery } from '@/features/tc/rules'
import { payloadClient } from '@/data/payload'
import { logTcLookup, type TcChannel } from './log.server'
import { forSchool, type SchoolGate } from '@/tenancy'
import { requestSchool } from '@/tenancy/request.server'

export type TcRecord = {
  admissionNumber: string
  studentName: string
  /** Null unless the school shows the class ("Show class in TC lookup"). */
  classLastStudied: string | null
  /** Null unless the school shows dates ("Show dates in TC lookup"). */
  dateOfIssue: string | null
  tcNumber: string
  certificateUrl: string | null
}

export type TcLookupSettings = { showClass: boolean; showDates: boolean; retentionYears: number }

/** A school's TC lookup settings (administrators only), with their defaults when never saved. */
export async function tcLookupSettings(school: SchoolGate): Promise<TcLookupSettings> {
  const s = await school.page('tc-settings', { depth: 0 })
  const years = s?.retentionYears
  return {
    showClass: s?.showClass === true,
    showDates: s?.showDates === true,
    retentionYears: typeof years === 'number' && Number.isInteger(years) && years > 0 ? years : DEFAULT_TC_RETENTION_YEARS,
  }
}

/**
 * How long the link to a scan works after a lookup: long enough to open, read and download it,
 * short enough that a link shared on, or left in a browser's history, soon stops working.
 */
export const TC_LINK_LIFETIME_SECONDS = 30 * 60

/**
 * What a record must be to be in the public lookup on `now` (the lookup and the scan's link
 * alike): not part of a content import still under way (content/staging), and not past its
 * "Remove from lookup after" day; a record saved before that field existed counts from its
 * date of issue.
 */
function inLookup(now: Date, settings: TcLookupSettings): Where {
  const { keepFrom, issuedSince } = lookupCutoffs(now, settings.retentionYears)
  return {
    and: [
      // What visitors may see of the register (src/lib/visibility): none of an import still under way.
      visibleWhere({ imports: true }) as Where,
      {
        or: [
          { removeFromLookupAfter: { greater_than_equal: keepFrom } },
          { and: [{ removeFromLookupAfter: { exists: false } }, { dateOfIssue: { greater_than_equal: issuedSince } }] },
        ],
      },
    ],
  }
}

type LinkClaims = { tc: number; certificate: number; expires: number }

const signature = ({ tc, certificate, expires }: LinkClaims) =>
  createHmac('sha256', env().payloadSecret).update(`tc-certificate:${tc}:${certificate}:${expires}`).digest('base64url').slice(0, 32)

/** The signed link to a record's scan, working until `now` plus TC_LINK_LIFETIME_SECONDS. */
export function certificatePath(tc: number, certificate: number, now: Date = new Date()): string {
  const claims = { tc, certificate, expires: Math.floor(now.getTime() / 1000) + TC_LINK_LIFETIME_SECONDS }
  return `/tc/certificate/${claims.tc}-${claims.certificate}-${claims.expires}-${signature(claims)}`
}

/** The claims of a link this site signed, or null for anything else. */
function genuineLink(token: string): LinkClaims | null {
  const m = /^(\d{1,10})-(\d{1,10})-(\d{1,12})-([A-Za-z0-9_-]{32})$/.exec(token)
  if (!m) return null
  const claims = { tc: Number(m[1]), certificate: Number(m[2]), expires: Number(m[3]) }
  const expected = Buffer.from(signature(claims))
  const given = Buffer.from(m[4] ?? '')
  return expected.length === given.length && timingSafeEqual(expected, given) ? claims : null
}

export async function lookupTransferCertificate(query: TcQuery, now: Date = new Date()): Promise<TcRecord | null> {
  // The register of the school asked (its API code, or the page's host); none, no record.
  const asked = await requestSchool()
  if (!asked) return null
  const school = forSchool(await payloadClient(), asked)
  const settings = await tcLookupSettings(school)
  const { docs } = await school.find({
    collection: 'transfer-certificates',
    where: { and: [{ admissionNumber: { equals: query.admission } }, inLookup(now, settings)] },
    limit: 1,
    depth: 0,
  })
  const tc = docs[0]
  if (!tc || !namesMatch(query.name, tc.studentName)) return null
  const certificate = typeof tc.certificate === 'object' ? tc.certificate?.id : tc.certificate
  return {
    admissionNumber: tc.admissionNumber,
    studentName: tc.studentName,
    classLastStudied: settings.showClass ? tc.classLastStudied : null,
    dateOfIssue: settings.showDates ? tc.dateOfIssue : null,
    tcNumber: tc.tcNumber,
    certificateUrl: typeof certificate === 'number' ? certificatePath(tc.id, certificate, now) : null,
  }
}

/**
 * The stored scan a link names; null unless the link is genuine and unexpired, and its record
 * is still in the lookup and still holds that scan.
 */
export async function certificateFile(token: string, now: Date = new Date()): Promise<{ file: string; contentType: string } | null> {
  const claims = genuineLink(token)
  if (!claims || claims.expires * 1000 <= now.getTime()) return null
  // A link works on its school's own host only.
  const asked = await requestSchool()
  if (!asked) return null
  const school = forSchool(await payloadClient(), asked)
  const settings = await tcLookupSettings(school)
  const { docs } = await school.find({
    collection: 'transfer-certificates',
    where: { and: [{ id: { equals: claims.tc } }, { certificate: { equals: claims.certificate } }, inLookup(now, settings)] },
    limit: 1,
    depth: 0,
  })
  if (!docs[0]) return null
  // The scan, within the same school: a record can only name its own school's (src/tenancy/relations).
  const cert = await school.findByID({ collection: 'certificates', id: claims.certificate, disableErrors: true })
  if (!cert?.filename || !visibleToVisitors(cert)) return null
  const contentType = contentTypeOf(cert.filename)
  if (!contentType || cert.filename !== path.basename(cert.filename)) return null
  return { file: path.join(env().uploadDir, 'certificates', cert.filename), contentType }
}

export type TcOutcome =
  | { status: 'invalid'; errors: TcInputErrors }
  | { status: 'limited'; retryAfterSeconds: number }
  | { status: 'not-found' }
  | { status: 'found'; record: TcRecord }

/**
 * One count of failed lookups for the page and the API together (both open the same register),
 * per address within each school.
 * Only lookups that find nothing count, so a registrar checking a batch of genuine certificates
 * is never stopped, while guessing (which mostly fails) is; a success does not clear the count,
 * or one known certificate would reset it between guesses.
 */
const tcFailures = () => sharedFailureCounter('tc-lookup', env().TC_LOOKUP_LIMIT, env().TC_LOOKUP_WINDOW_SECONDS)

/** Validates, refuses an address with too many failed lookups, looks up, counts a failure, and logs the outcome. */
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
  // Counted within the school asked (src/lib/clientAddress schoolLimitKey).
  const key = schoolLimitKey((await requestSchool())?.id ?? null, client)
  const limit = await tcFailures().blocked(key)
  if (!limit.allowed) {
    await logTcLookup('rate-limited', client, channel)
    return { status: 'limited', retryAfterSeconds: limit.retryAfterSeconds }
  }
  const record = await lookupTransferCertificate(parsed.query)
  if (!record) await tcFailures().fail(key)
  await logTcLookup(record ? 'found' : 'not-found', client, channel)
  return record ? { status: 'found', record } : { status: 'not-found' }
}
