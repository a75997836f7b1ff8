/**
 * Demo content for the reference school. Every step finds before it creates, so the seed
 * can run any number of times without duplicating anything.
 */
import type { Payload } from 'payload'

import { seedCirculars, seedGalleries, seedHome, seedNewsAndEvents, seedPeople, seedTransferCertificates } from './content/collections'
import { seedDisclosure } from './content/disclosure'
import { seedHindi } from './content/hindi'
import { seedAboutAndPrincipal, seedAcademicPages, seedAdmissionUniformTimings, seedCampusPages } from './content/pages'
import { seedPolicies } from './content/policies'
import { SCHOOL_NAME, seedProfile } from './content/profile'
import { createSeedContext } from './context'
import { findPage } from '@/features/schools/pages'

export type SeedResult = { created: number; ms: number }

export async function seed(payload: Payload, now = new Date()): Promise<SeedResult> {
  const started = Date.now()
  const s = createSeedContext(payload, SCHOOL_NAME)
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
  await seedTransferCertificates(s)
  await seedPolicies(s)
  await seedHindi(s)
  return { created: s.created, ms: Date.now() - started }
}

/** True when the database holds no school yet: the only time start-up seeds. */
export async function isEmptyDatabase(payload: Payload): Promise<boolean> {
  const profile = await findPage(payload, { slug: 'school-profile', depth: 0 })
  if (profile.name) return false
  const news = await payload.count({ collection: 'news' })
  return news.totalDocs === 0
}
