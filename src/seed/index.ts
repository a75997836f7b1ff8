/**
 * Demo content for the reference school. Every step finds before it creates, so the seed
 * can run any number of times without duplicating anything.
 */
import type { Payload } from 'payload'

import { seedCirculars, seedGalleries, seedHome, seedNewsAndEvents, seedPeople, seedTransferCertificates } from './content/collections'
import { seedClasses } from './content/classes'
import { seedAdmissions, seedFeeSchedule } from './content/admissions'
import { seedDisclosure } from './content/disclosure'
import { seedHindi } from './content/hindi'
import { seedAboutAndPrincipal, seedAcademicPages, seedAdmissionUniformTimings, seedCampusPages } from './content/pages'
import { seedPolicies } from './content/policies'
import { SCHOOL_CODE, SCHOOL_NAME, seedProfile } from './content/profile'
import { createSeedContext } from './context'
import { ensureSchool, forSchool, schoolForCommand } from '@/tenancy'

export type SeedResult = { created: number; ms: number }

export async function seed(payload: Payload, now = new Date()): Promise<SeedResult> {
  const started = Date.now()
  // The school this deployment serves: its old API code, on this machine's name.
  const school = await ensureSchool(payload, { name: SCHOOL_NAME, code: SCHOOL_CODE, domains: ['localhost'] })
  const s = createSeedContext(forSchool(payload, school), SCHOOL_NAME)
  await seedProfile(s)
  await seedAboutAndPrincipal(s)
  await seedAcademicPages(s)
  await seedAdmissionUniformTimings(s)
  await seedCampusPages(s)
  await seedDisclosure(s, now)
  await seedHome(s)
  await seedNewsAndEvents(s, now)
  await seedGalleries(s)
  await seedPeople(s)
  await seedCirculars(s)
  await seedClasses(s, now)
  await seedTransferCertificates(s)
  await seedAdmissions(s, now)
  await seedFeeSchedule(s)
  await seedPolicies(s)
  await seedHindi(s)
  return { created: s.created, ms: Date.now() - started }
}

/** True when the database holds no school with content yet: the only time start-up seeds. */
export async function isEmptyDatabase(payload: Payload): Promise<boolean> {
  const only = await schoolForCommand(payload)
  // No school at all; or several, which is no empty database.
  if (typeof only === 'string') return only.startsWith('No school')
  const school = forSchool(payload, only)
  if ((await school.page('school-profile', { depth: 0 })).name) return false
  return (await school.count({ collection: 'news' })).totalDocs === 0
}
