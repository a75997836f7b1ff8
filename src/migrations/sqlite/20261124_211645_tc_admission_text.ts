import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Admission numbers become text (letters, digits, / and -). Written by hand instead of the
 * generated table rebuild: a migration runs in a transaction, where SQLite ignores
 * `PRAGMA foreign_keys=OFF`, so dropping `transfer_certificates` would have set every
 * version's `parent_id` to null. Each column is swapped in place instead, keeping its values
 * as text ('10234', never '10234.0').
 */
const swap = async (db: MigrateUpArgs['db'], table: string, column: string, index: string, unique: boolean, type: 'text' | 'numeric') => {
  const t = sql.raw(`\`${table}\``)
  const c = sql.raw(`\`${column}\``)
  const next = sql.raw(`\`${column}_next\``)
  const i = sql.raw(`\`${index}\``)
  await db.run(sql`ALTER TABLE ${t} ADD ${next} ${sql.raw(type)} NOT NULL DEFAULT ${type === 'text' ? sql.raw(`''`) : sql.raw('0')};`)
  await db.run(
    type === 'text'
      ? sql`UPDATE ${t} SET ${next} = CASE WHEN typeof(${c}) = 'real' AND ${c} = CAST(${c} AS INTEGER) THEN CAST(CAST(${c} AS INTEGER) AS TEXT) ELSE CAST(${c} AS TEXT) END;`
      : sql`UPDATE ${t} SET ${next} = CAST(${c} AS NUMERIC);`,
  )
  await db.run(sql`DROP INDEX IF EXISTS ${i};`)
  await db.run(sql`ALTER TABLE ${t} DROP COLUMN ${c};`)
  await db.run(sql`ALTER TABLE ${t} RENAME COLUMN ${next} TO ${c};`)
  await db.run(sql`CREATE ${sql.raw(unique ? 'UNIQUE INDEX' : 'INDEX')} ${i} ON ${t} (${c});`)
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await swap(db, 'transfer_certificates', 'admission_number', 'transfer_certificates_admission_number_idx', true, 'text')
  await swap(db, '_transfer_certificates_v', 'version_admission_number', '_transfer_certificates_v_version_version_admission_numbe_idx', false, 'text')
}

/** Back to numbers; an admission number with letters cannot be one, so going back refuses while any exists. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  const [row] = await db.all<{ n: number }>(sql`SELECT count(*) AS n FROM \`transfer_certificates\` WHERE admission_number GLOB '*[^0-9]*';`)
  if (row && Number(row.n) > 0) throw new Error(`${row.n} admission numbers hold more than digits; change them before going back.`)
  await swap(db, 'transfer_certificates', 'admission_number', 'transfer_certificates_admission_number_idx', true, 'numeric')
  await swap(db, '_transfer_certificates_v', 'version_admission_number', '_transfer_certificates_v_version_version_admission_numbe_idx', false, 'numeric')
}
