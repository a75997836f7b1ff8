/**
 * An application's points and age, worked out on every save from its answers against its
 * session's criteria and its class's age rule (./rules.ts), so staff see each point's reason
 * and never type a total.
 */
import type { PayloadRequest } from 'payload'

import type { AdmissionSession } from '@/payload-types'
import { forSchoolOf } from '@/tenancy'
import { pointsFor, type Answers } from './rules'
import { ageFor, classOf, criteriaOf } from './session'

type Data = Record<string, unknown>

const idOf = (ref: unknown) => (typeof ref === 'object' && ref !== null ? (ref as { id: unknown }).id : ref)

export async function scoreApplication(req: PayloadRequest, merged: Data, data: Data): Promise<Data> {
  const id = idOf(merged.session)
  if (typeof id !== 'number' && typeof id !== 'string') return data
  // The session is read in the application's own school only.
  const school = await forSchoolOf(req, merged)
  const session = school ? ((await school.findByID({ collection: 'admission-sessions', id, depth: 0, disableErrors: true })) as AdmissionSession | null) : null
  if (!session) return data
  const answers = (merged.answers && typeof merged.answers === 'object' ? merged.answers : {}) as Answers
  const points = pointsFor(criteriaOf(session), answers)
  data.points = points.total
  data.pointsLines = points.lines
  const c = classOf(session, merged.classCode)
  const age = c ? ageFor(c, merged.childDob) : null
  data.ageOutcome = age ? `${age.outcome}: ${age.age.years} years ${age.age.months} months on ${c?.cutoff}` : null
  return data
}
