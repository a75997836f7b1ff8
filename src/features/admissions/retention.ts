/**
 * Children's documents are kept only as long as needed: those of applications not admitted are
 * deleted `retentionDays` (the session's; 90 by default) after the session's first list. The
 * application keeps its number, points and status (the published list), and when its
 * documents went. A job does it daily, through the gate, school by school; with the payments'
 * check (./payments.ts) every few minutes, which finishes what a stopped process left.
 */
import type { Payload, TaskConfig } from 'payload'

import type { AdmissionSession, Application } from '@/payload-types'
import { allSchools, forSchoolOf } from '@/tenancy'
import { ADMISSION_SESSIONS, APPLICATION_FILES, APPLICATIONS } from './collections'
import { reconcilePayments } from './payments'
import { addDays } from './rules'

const idOf = (ref: number | { id: number } | null | undefined) => (typeof ref === 'object' && ref ? ref.id : ref)

/** Deletes the documents now due; returns how many applications had theirs deleted (each one due is marked done either way). */
export async function deleteExpiredDocuments(payload: Payload, today = new Date().toISOString().slice(0, 10)): Promise<number> {
  const sessions = (await allSchools(payload, 'retention').find({ collection: ADMISSION_SESSIONS, where: { listsOn: { exists: true } }, depth: 0, limit: 0, pagination: false })).docs as AdmissionSession[]
  let done = 0
  for (const session of sessions) {
    if (!session.listsOn || addDays(session.listsOn, session.retentionDays ?? 90) > today) continue
    const school = await forSchoolOf({ payload }, session)
    if (!school) continue
    const { docs } = await school.find({
      collection: APPLICATIONS,
      where: { and: [{ session: { equals: session.id } }, { status: { not_equals: 'admitted' } }, { documentsDeletedAt: { exists: false } }] },
      depth: 0,
      limit: 500,
      pagination: false,
    })
    for (const application of docs as Application[]) {
      const had = (application.documents ?? []).length > 0
      for (const d of application.documents ?? []) {
        const file = idOf(d.file as number | { id: number } | null)
        if (file) await school.delete({ collection: APPLICATION_FILES, id: file, depth: 0 }).catch(() => undefined)
      }
      await school.update({ collection: APPLICATIONS, id: application.id, data: { documents: [], documentsDeletedAt: new Date().toISOString() }, depth: 0, context: { internal: true } })
      if (had) done++
    }
  }
  return done
}

export const admissionsUpkeepTask: TaskConfig = {
  slug: 'admissionsUpkeep',
  label: 'Admissions: confirm waiting payments, delete documents past their time',
  schedule: [{ cron: '0 */5 * * * *', queue: 'default' }],
  retries: 1,
  handler: async ({ req }) => {
    const payments = await reconcilePayments(req.payload)
    const documents = await deleteExpiredDocuments(req.payload)
    return { output: { ...payments, documents } }
  },
}
