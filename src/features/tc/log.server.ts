/**
 * The TC lookup log (collection `tc-lookups`): one entry per lookup, holding only the time,
 * the client's address, the door (page or API) and the outcome. Entries older than
 * TC_LOOKUP_LOG_DAYS are deleted whenever one is written, so the log keeps itself short
 * without a scheduled job. Lookups that never reach the register (invalid input, or refused
 * by the rate limit) are logged at most TC_LOOKUP_LIMIT times per address and school per
 * window, so a flood from one address cannot fill the log. A failure to log never fails the lookup.
 */
import 'server-only'

import { env } from '@/env'
import { schoolLimitKey } from '@/lib/clientAddress'
import { sharedLimiter } from '@/server/rateLimit'
import { TC_LOOKUP_LOG_DAYS, type TcLookupOutcome } from '@/features/tc/rules'
import { payloadClient } from '@/data/payload'
import { allSchools, forSchool } from '@/tenancy'
import { requestSchool } from '@/tenancy/request.server'

export type TcChannel = 'page' | 'api'

const DAY_MS = 24 * 60 * 60 * 1000

const notLookedUpGate = () => sharedLimiter('tc-lookup-log', env().TC_LOOKUP_LIMIT, env().TC_LOOKUP_WINDOW_SECONDS)

/** Deletes log entries older than TC_LOOKUP_LOG_DAYS before `now`. */
export async function pruneTcLookups(now: Date = new Date()): Promise<void> {
  const payload = await payloadClient()
  const before = new Date(now.getTime() - TC_LOOKUP_LOG_DAYS * DAY_MS).toISOString()
  await allSchools(payload, 'retention').db.deleteMany({ collection: 'tc-lookups', where: { createdAt: { less_than: before } } })
}

export async function logTcLookup(outcome: TcLookupOutcome, clientAddress: string, channel: TcChannel): Promise<void> {
  try {
    // The log of the school asked; a lookup on a host that serves none is not any school's.
    const school = await requestSchool()
    if (!school) return
    if ((outcome === 'invalid' || outcome === 'rate-limited') && !(await notLookedUpGate().consume(schoolLimitKey(school.id, clientAddress))).allowed) return
    await forSchool(await payloadClient(), school).create({
      collection: 'tc-lookups',
      data: { outcome, channel, clientAddress: clientAddress.slice(0, 100) },
    })
    await pruneTcLookups()
  } catch (error) {
    const payload = await payloadClient().catch(() => null)
    payload?.logger.error({ err: error }, 'Could not log a TC lookup')
  }
}
