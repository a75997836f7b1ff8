/**
 * Keeps every school's content when fields become translatable (src/fields/localized).
 *
 * Making a field `localized` moves its column from a table `x` into `x_locales` (one row per
 * language); the migration Payload generates creates `x_locales` and then drops the column
 * from `x`, which would lose the text. `keepingContentInEnglish(up)` wraps a generated
 * migration's `up`: just before its first `DROP COLUMN` it copies, for every `*_locales`
 * table, each column that also still exists in its base table into that row's English
 * (`en`) entry. It finds the columns by looking at the database, so it needs no list and
 * works for any later migration that localizes more fields; running it twice copies nothing
 * twice. SQLite and PostgreSQL alike.
 *
 * Use, in the generated migration file itself (not in index.ts, which `payload migrate:create`
 * writes anew each time):
 *   export const up = keepingContentInEnglish(generatedUp)
 *   async function generatedUp({ db, payload, req }: MigrateUpArgs) { …as generated… }
 */
import { sql } from '@payloadcms/db-sqlite'

/** The language existing content is written in. */
const DEFAULT_LOCALE = 'en'
const OWN_COLUMNS = new Set(['id', '_locale', '_parent_id'])

type Args = { db: unknown; payload: unknown; req: unknown }
type Up<A extends Args> = (args: A) => Promise<void>
type SqlChunk = ReturnType<typeof sql.raw>

/** What the wrapped migration's `db` needs: libSQL's `run`/`all` or node-postgres' `execute`. */
export type Db = {
  run?: (q: SqlChunk) => Promise<unknown>
  all?: (q: SqlChunk) => Promise<unknown[]>
  execute?: (q: SqlChunk) => Promise<{ rows: unknown[] }>
}

type Column = { name: string; notNull: boolean; type: string }

const DROP_COLUMN = /\bDROP\s+COLUMN\b/i

/** The text of a drizzle `sql` template without parameters (as generated migrations write them). */
function textOf(query: unknown): string | null {
  const chunks = (query as { queryChunks?: unknown[] })?.queryChunks
  if (!Array.isArray(chunks)) return null
  let text = ''
  for (const c of chunks) {
    const value = (c as { value?: unknown })?.value
    if (Array.isArray(value) && value.every((v) => typeof v === 'string')) text += value.join('')
    else return null
  }
  return text
}

export const quote = (name: string) => `"${name.replace(/"/g, '""')}"`

export async function rows(db: Db, query: string): Promise<Record<string, unknown>[]> {
  if (db.execute) return (await db.execute(sql.raw(query))).rows as Record<string, unknown>[]
  if (db.all) return (await db.all(sql.raw(query))) as Record<string, unknown>[]
  throw new Error('keepingContentInEnglish: unknown database')
}

export async function exec(db: Db, query: string): Promise<void> {
  if (db.execute) await db.execute(sql.raw(query))
  else if (db.run) await db.run(sql.raw(query))
}

/** Tables and their columns, from the database itself. */
export async function tables(db: Db): Promise<Map<string, Column[]>> {
  const out = new Map<string, Column[]>()
  if (db.execute) {
    const found = await rows(
      db,
      `SELECT table_name, column_name, is_nullable, data_type, udt_name FROM information_schema.columns WHERE table_schema = current_schema()`,
    )
    for (const r of found) {
      const list = out.get(String(r.table_name)) ?? []
      const type = r.data_type === 'USER-DEFINED' ? String(r.udt_name) : String(r.data_type)
      list.push({ name: String(r.column_name), notNull: r.is_nullable === 'NO', type })
      out.set(String(r.table_name), list)
    }
    return out
  }
  const names = await rows(db, `SELECT name FROM sqlite_master WHERE type = 'table'`)
  for (const { name } of names) {
    const info = await rows(db, `PRAGMA table_info(${quote(String(name))})`)
    out.set(
      String(name),
      info.map((c) => ({ name: String(c.name), notNull: Number(c.notnull) === 1, type: String(c.type).toLowerCase() })),
    )
  }
  return out
}

const isText = (type: string) => /^(text|character varying|varchar)/i.test(type)

/**
 * Copies into each `x_locales` table, as the English row of each record of `x`, the columns
 * both tables have. Records that already have an English row are left alone.
 */
export async function copyToDefaultLocale(db: Db): Promise<{ table: string; columns: string[] }[]> {
  const all = await tables(db)
  const copied: { table: string; columns: string[] }[] = []
  for (const [localesTable, localeColumns] of all) {
    if (!localesTable.endsWith('_locales')) continue
    const baseTable = localesTable.slice(0, -'_locales'.length)
    const base = all.get(baseTable)
    if (!base) continue
    const baseNames = new Set(base.map((c) => c.name))
    const moving = localeColumns.filter((c) => !OWN_COLUMNS.has(c.name) && baseNames.has(c.name))
    if (!moving.length) continue
    const localeColumn = localeColumns.find((c) => c.name === '_locale')
    // PostgreSQL keeps the language in an enum; SQLite in text.
    const en =
      db.execute && localeColumn && !isText(localeColumn.type) ? `'${DEFAULT_LOCALE}'::${quote(localeColumn.type)}` : `'${DEFAULT_LOCALE}'`
    const values = moving.map((c) => (c.notNull && isText(c.type) ? `COALESCE(b.${quote(c.name)}, '')` : `b.${quote(c.name)}`))
    const t = quote(localesTable)
    await exec(
      db,
      `INSERT INTO ${t} (${['_locale', '_parent_id', ...moving.map((c) => quote(c.name))].join(', ')}) ` +
        `SELECT ${[en, 'b."id"', ...values].join(', ')} FROM ${quote(baseTable)} b ` +
        `WHERE NOT EXISTS (SELECT 1 FROM ${t} l WHERE l."_parent_id" = b."id" AND l."_locale" = ${en})`,
    )
    copied.push({ table: localesTable, columns: moving.map((c) => c.name) })
  }
  return copied
}

/**
 * A generated migration's `up` that keeps existing content as the English version: the
 * copy runs once, just before the migration's first `DROP COLUMN` statement (on PostgreSQL
 * the generated single script is split there).
 */
export function keepingContentInEnglish<A extends Args>(up: Up<A>): Up<A> {
  return async (args) => {
    const db = args.db as Db
    let done = false
    const copyOnce = async () => {
      if (done) return
      done = true
      await copyToDefaultLocale(db)
    }
    const wrapped = new Proxy(db, {
      get(target, prop, receiver) {
        const value = Reflect.get(target, prop, receiver) as unknown
        if ((prop !== 'run' && prop !== 'execute') || typeof value !== 'function') {
          return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value
        }
        const original = (value as (q: unknown) => Promise<unknown>).bind(target)
        return async (query: unknown) => {
          const text = done ? null : textOf(query)
          const at = text ? text.search(DROP_COLUMN) : -1
          if (text === null || at < 0) return original(query)
          // Everything up to the statement holding the first DROP COLUMN, the copy, then the rest.
          const start = text.lastIndexOf(';', at) + 1
          if (text.slice(0, start).trim()) await original(sql.raw(text.slice(0, start)))
          await copyOnce()
          return original(sql.raw(text.slice(start)))
        }
      },
    })
    await up({ ...args, db: wrapped })
    // A migration that drops nothing still gets its new tables filled.
    await copyOnce()
  }
}
