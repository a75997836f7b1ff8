/**
 * Searching the index with the database's own full-text search: SQLite FTS5 ranked by BM25,
 * PostgreSQL tsvector ranked by ts_rank_cd, titles weighing most, then a page's section headings, then the text (both made by
 * the search_index migration). The query reaches the database as bound parameters built
 * from letters and digits only (lib/search searchTerms), so no input is read as syntax.
 */
import { sql as pgSql } from '@payloadcms/db-postgres'
import { sql as sqliteSql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

import { forSchool, type School, type SchoolGate } from '@/tenancy'

import { isShowing } from '@/lib/notifications'
import { fts5Query, rankHits, RESULTS_LIMIT, type SearchHit, type SearchKind } from '@/features/search/rules'

/** More rows than are shown come back, so that the final order (lib/search rankHits) has some to choose from. */
const CANDIDATES = RESULTS_LIMIT * 3

type Row = { owner: string; path: string; title: string; kind: string; text: string | null; score: number | string }


async function sqliteRows(gate: SchoolGate, terms: string[]): Promise<Row[]> {
  const school = gate.schoolId
  // bm25() is lower for better matches; its column weights: title 10, headings 5, text 1.
  return (await gate.sql.rows(sqliteSql`
    SELECT s.owner AS owner, s.path AS path, s.title AS title, s.kind AS kind, s.text AS text, -bm25(search_index_fts, 10.0, 5.0, 1.0) AS score
    FROM search_index_fts JOIN search_index s ON s.id = search_index_fts.rowid
    WHERE search_index_fts MATCH ${fts5Query(terms)} AND s.school_id = ${school}
    ORDER BY bm25(search_index_fts, 10.0, 5.0, 1.0)
    LIMIT ${CANDIDATES}`)) as Row[]
}

async function postgresRows(gate: SchoolGate, terms: string[]): Promise<Row[]> {
  const school = gate.schoolId
  // The same expression as the migration's GIN index; plainto_tsquery takes any text.
  const rows = await gate.sql.rows(pgSql`
    SELECT owner, path, title, kind, text, ts_rank_cd(
      setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(headings, '')), 'B') || setweight(to_tsvector('english', coalesce(text, '')), 'C'),
      q, 1) AS score
    FROM search_index, plainto_tsquery('english', ${terms.join(' ')}) q
    WHERE (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(headings, '')), 'B') || setweight(to_tsvector('english', coalesce(text, '')), 'C')) @@ q
      AND school_id = ${school}
    ORDER BY score DESC
    LIMIT ${CANDIDATES}`)
  return rows as Row[]
}

/** Notices stay in the index after their "show until" day; a search leaves those out, as the home page does. */
async function withoutEndedNotices(gate: SchoolGate, rows: Row[]): Promise<Row[]> {
  const ids = rows.filter((r) => r.owner.startsWith('notifications:')).map((r) => Number(r.owner.slice('notifications:'.length)))
  if (!ids.length) return rows
  const { docs } = await gate.find({
    collection: 'notifications',
    where: { id: { in: ids } },
    select: { showUntil: true },
    depth: 0,
    pagination: false,
  })
  const now = new Date()
  const showing = new Set(docs.filter((d) => isShowing(d.showUntil, now)).map((d) => `notifications:${d.id}`))
  return rows.filter((r) => !r.owner.startsWith('notifications:') || showing.has(r.owner))
}

/** The entries of one school matching every term, best first, at most RESULTS_LIMIT. */
export async function searchIndex(payload: Payload, terms: string[], school: School): Promise<SearchHit[]> {
  if (!terms.length) return []
  // The SQL names the school the gate is for.
  const gate = forSchool(payload, school)
  const found = gate.sql.kind === 'postgres' ? await postgresRows(gate, terms) : await sqliteRows(gate, terms)
  const rows = await withoutEndedNotices(gate, found)
  const hits = rows.map((r) => ({
    path: r.path,
    title: r.title,
    kind: r.kind as SearchKind,
    text: r.text ?? '',
    score: Number(r.score) || 0,
  }))
  return rankHits(hits, terms).slice(0, RESULTS_LIMIT)
}
