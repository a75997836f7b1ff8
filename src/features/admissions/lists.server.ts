/**
 * A session's published lists, per class: application numbers and points (never a name),
 * selected up to the class's seats, then waiting; equal points ordered by the open draw
 * (./rules.ts `rankList`) once its secret is revealed, by number before.
 */
import 'server-only'

import type { AdmissionSession, Application } from '@/payload-types'
import type { SchoolGate } from '@/tenancy'
import { APPLICATIONS } from './collections'
import { rankList, type Row } from './rules'
import { LISTED_STATUSES } from './words'

export type ClassList = { code: string; name: string; selected: Row[]; waiting: Row[] }

export async function publishedLists(school: SchoolGate, session: AdmissionSession): Promise<ClassList[]> {
  const { docs } = await school.find({
    collection: APPLICATIONS,
    where: { and: [{ session: { equals: session.id } }, { status: { in: LISTED_STATUSES } }] },
    select: { number: true, classCode: true, points: true },
    depth: 0,
    limit: 0,
    pagination: false,
  })
  const secret = session.drawRevealed ? (session.drawSecret ?? undefined) : undefined
  return (session.classes ?? []).map((c) => {
    const apps = (docs as Pick<Application, 'number' | 'classCode' | 'points'>[]).filter((a) => a.classCode === c.code).map((a) => ({ number: a.number, points: a.points ?? 0 }))
    return { code: c.code, name: c.name, ...rankList(apps, c.seats, secret) }
  })
}
