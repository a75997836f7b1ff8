/** The public reads of emergency alerts (the kit: src/data/queries; docs/decisions/0009). */
import 'server-only'

import { cache } from 'react'

import { cachedRead, type ReadMode } from '@/data/queries'
import { payloadClient } from '@/data/payload'
import { noteExpiry } from '@/server/renderContext'
import { alertsShowingAt, nextAlertChange } from './rules'

/**
 * Every published emergency alert not yet over when read, the earliest start first (a
 * safety cap of 50). Cached unfiltered by the time of day: `getCurrentAlerts` picks, at each
 * render, those showing then.
 */
const getAlertsNotOver = cachedRead('alerts:not-over', ['emergency-alerts'], async (as) => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'emergency-alerts',
    select: {
      title: true,
      message: true,
      severity: true,
      link: true,
      startsAt: true,
      endsAt: true,
      updatedAt: true,
      translationStamps: true,
      // By name, in the same query's batch (src/features/classes): "For VI-A" on the banner.
      classes: true,
    },
    where: { endsAt: { greater_than: new Date().toISOString() } },
    sort: ['startsAt', 'id'],
    depth: 1,
    limit: 50,
    pagination: false,
    ...as,
    overrideAccess: false,
  })
  return docs
})

/**
 * The emergency alerts showing now, the most severe first. The response this goes into is
 * kept by the response cache only until the next alert starts or ends (docs/decisions/0009).
 */
export const getCurrentAlerts = cache(async (mode: ReadMode = 'page') => {
  const alerts = await getAlertsNotOver(mode)
  const now = new Date()
  noteExpiry(nextAlertChange(alerts, now))
  return alertsShowingAt(alerts, now)
})
