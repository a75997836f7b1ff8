/**
 * The case both compliance-migration tests run (SQLite: compliance-migration.test.ts, PostgreSQL:
 * compliance-migration-postgres.test.ts): a deployment of two schools whose monitor kept one
 * result for the deployment (the first school's), migrated to one result per school.
 */
import type { Migration, Payload } from 'payload'
import { expect } from 'vitest'

import { complianceSummaries, readComplianceStatus } from '@/features/compliance/monitor'
import { schoolsList } from '@/tenancy'
import type { Finding } from '@/features/compliance/rules'

export const KEPT: Finding[] = [
  { check: 'pdf-no-text', severity: 'amber', message: 'Document "Fees" has no text layer (a scan).', href: '/admin/collections/documents/4' },
  { check: 'broken-link', severity: 'red', message: 'The page "About the school" links to /old-page, which is not a page of this site.', href: '/admin/collections/about-page' },
  { check: 'disclosure-missing', severity: 'red', message: 'Mandatory disclosure item not published: Fee structure', href: '/admin/collections/mandatory-disclosure' },
]
export const CHECKED_AT = '2026-11-20T01:30:00.000Z'

/** Migrates to just before `*_compliance_per_school`, writes two schools and the deployment's one result, then migrates the rest. */
export async function acrossTheComplianceMigration(payload: Payload, committed: Migration[], run: (sql: string) => Promise<unknown>) {
  const at = committed.findIndex((m) => m.name.endsWith('_compliance_per_school'))
  expect(at).toBeGreaterThan(0)
  await payload.db.migrate({ migrations: committed.slice(0, at) })
  await run(`INSERT INTO schools (id, name, code, status) VALUES (1, 'Old Road Public School', 'ORPS', 'active'), (2, 'Riverside School', 'RVS', 'active')`)
  await run(
    `INSERT INTO compliance_status (id, checked_at, findings, last_digest_at, updated_at, created_at) ` +
      `VALUES (1, '${CHECKED_AT}', '${JSON.stringify(KEPT)}', '${CHECKED_AT}', '${CHECKED_AT}', '${CHECKED_AT}')`,
  )
  await payload.db.migrate({ migrations: committed })
}

/** The first school keeps the result, with its counts and worst finding; the second has none yet. */
export async function expectTheResultKeptByTheFirstSchool(payload: Payload) {
  const kept = await readComplianceStatus(payload, 1)
  expect(kept).toEqual({ checkedAt: CHECKED_AT, findings: KEPT, lastDigestAt: CHECKED_AT })
  expect(await readComplianceStatus(payload, 2)).toEqual({ checkedAt: null, findings: [], lastDigestAt: null })
  const summaries = await complianceSummaries(payload, await schoolsList(payload))
  expect(summaries.map((s) => ({ school: s.school.code, checkedAt: s.checkedAt, red: s.red, amber: s.amber, worst: s.worst }))).toEqual([
    { school: 'ORPS', checkedAt: CHECKED_AT, red: 2, amber: 1, worst: KEPT[1]!.message },
    { school: 'RVS', checkedAt: null, red: 0, amber: 0, worst: null },
  ])
}
