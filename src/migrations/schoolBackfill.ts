/**
 * Keeps an existing site's content its school's when content became per school
 * (src/tenancy/plugin.ts): after the generated migration adds a `school_id` column to
 * every collection (and `version_school_id` to its versions), every existing row gets the
 * deployment's school (there was one), and every staff account but an operator lists it.
 * A database with no school yet (a new one, before its first start) has nothing to fill.
 * It finds the columns in the database itself; SQLite and PostgreSQL alike.
 */
import { sql } from '@payloadcms/db-sqlite'

import { bySeverity, parseFindings } from '../features/compliance/rules'
import { exec, quote, rows, tables, type Db } from './localize'

const SCHOOL_COLUMNS = ['school_id', 'version_school_id']

export async function giveExistingRowsTheirSchool(db: Db): Promise<void> {
  const [first] = await rows(db, `SELECT min("id") AS "id" FROM "schools"`)
  const school = first?.id == null ? null : Number(first.id)
  if (school === null) return
  for (const [table, columns] of await tables(db)) {
    if (table === 'users_schools') continue
    for (const column of columns.filter((c) => SCHOOL_COLUMNS.includes(c.name))) {
      await exec(db, `UPDATE ${quote(table)} SET ${quote(column.name)} = ${school} WHERE ${quote(column.name)} IS NULL`)
    }
  }
  // Each staff account works for the school (an operator works for all without a list).
  const id = db.execute ? `md5(random()::text)` : `lower(hex(randomblob(12)))`
  await exec(
    db,
    `INSERT INTO "users_schools" ("_order", "_parent_id", "id", "school_id") ` +
      `SELECT 1, u."id", ${id}, ${school} FROM "users" u WHERE u."role" <> 'operator' ` +
      `AND NOT EXISTS (SELECT 1 FROM "users_schools" m WHERE m."_parent_id" = u."id")`,
  )
}

/** The tables of the school's pages, once globals, now one document per school (src/tenancy/pages.ts). */
const PAGE_TABLES = [
  'school_profile',
  'home_page',
  'principal_message',
  'about_page',
  'syllabus_page',
  'exam_schedule_page',
  'activities_page',
  'student_council_page',
  'admission_page',
  'uniform_page',
  'timings_page',
  'infrastructure_page',
  'mandatory_disclosure',
  'parent_portal_help',
  'erp_page',
  'youth_summit',
  'downloads',
  'tc_settings',
]

/**
 * When the pages (once globals) became one document per school: each existing page becomes the
 * existing school's (as every other row did), and its earlier versions belong to its one
 * document (a global's versions named no document).
 */
export async function givePagesTheirSchool(db: Db): Promise<void> {
  await giveExistingRowsTheirSchool(db)
  const existing = new Set((await tables(db)).keys())
  for (const table of PAGE_TABLES) {
    const versions = `_${table}_v`
    if (!existing.has(table) || !existing.has(versions)) continue
    await exec(db, `UPDATE ${quote(versions)} SET "parent_id" = (SELECT min("id") FROM ${quote(table)}) WHERE "parent_id" IS NULL`)
  }
}

/**
 * When the compliance monitor's record (once a global: one row for the deployment) became one
 * per school (src/features/compliance/monitor): the existing result becomes the first school's, with the
 * counts and the worst finding an operator's summary reads, so the dashboard keeps showing it
 * and the next run e-mails only what is newly red. With no school yet there is nothing to keep.
 */
export async function giveComplianceResultTheFirstSchool(db: Db): Promise<void> {
  const [first] = await rows(db, `SELECT min("id") AS "id" FROM "schools"`)
  const school = first?.id == null ? null : Number(first.id)
  const [row, ...others] = await rows(db, `SELECT "id", "findings" FROM "compliance_status" WHERE "school_id" IS NULL ORDER BY "id"`)
  for (const extra of others) await exec(db, `DELETE FROM "compliance_status" WHERE "id" = ${Number(extra.id)}`)
  if (!row) return
  const id = Number(row.id)
  if (school === null || (await rows(db, `SELECT 1 FROM "compliance_status" WHERE "school_id" = ${school}`)).length) {
    await exec(db, `DELETE FROM "compliance_status" WHERE "id" = ${id}`)
    return
  }
  // SQLite keeps the JSON as text; PostgreSQL's driver gives it parsed.
  let stored: unknown = row.findings
  if (typeof stored === 'string') {
    try {
      stored = JSON.parse(stored)
    } catch {
      stored = []
    }
  }
  const { red, amber } = bySeverity(parseFindings(stored))
  const worst = (red[0] ?? amber[0])?.message ?? null
  const update = sql`UPDATE "compliance_status" SET "school_id" = ${school}, "red" = ${red.length}, "amber" = ${amber.length}, "worst" = ${worst} WHERE "id" = ${id}`
  if (db.execute) await db.execute(update)
  else await db.run?.(update)
}
