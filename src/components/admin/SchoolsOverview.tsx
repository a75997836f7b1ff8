/**
 * Vendor → All schools (`/admin/schools-overview`, operators alone): every school in one table
 * (src/features/schools/overview), sortable by any column with plain links (no script), and
 * downloadable as CSV.
 */
import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'

import { isOperator } from '@/access/roles'
import { COLUMNS, schoolsOverview, sortedBy, type ColumnKey, type SchoolRow } from '@/features/schools/overview'

const formatted = (key: ColumnKey, r: SchoolRow) => {
  switch (key) {
    case 'domains':
      return r.domains.length
        ? r.domains.map((d) => (
            <div key={d.domain}>
              {d.domain}
              {d.resolves ? '' : ' (does not resolve)'}
            </div>
          ))
        : 'none (any host while it is the only school)'
    case 'disclosure':
      return `${r.disclosureDone} of ${r.disclosureTotal}`
    case 'lastPublished':
      return r.lastPublished ? new Date(r.lastPublished).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' }) : 'never'
    default:
      return String(COLUMNS.find((c) => c.key === key)!.value(r))
  }
}

export async function SchoolsOverviewView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, locale, visibleEntities } = initPageResult
  const sort = typeof searchParams?.sort === 'string' ? searchParams.sort : undefined
  const allowed = isOperator(req.user as { role?: 'operator' } | null)
  const rows = allowed ? sortedBy(await schoolsOverview(req.payload), sort) : []
  const base = `${req.payload.config.routes.admin}/schools-overview`
  const csv = `${req.payload.config.routes.api}/schools-overview.csv${sort ? `?sort=${encodeURIComponent(sort)}` : ''}`
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <Gutter>
        <h1>All schools</h1>
        {allowed ? (
          <>
            <p>
              Every school this deployment serves: which are complete, stale or failing to send. Choose a column’s name to sort by it.{' '}
              <a href={csv} download>
                Download as CSV
              </a>
            </p>
            <div style={{ overflowX: 'auto' }}>
              <table className="schools-overview">
                <caption className="visually-hidden">Schools</caption>
                <thead>
                  <tr>
                    {COLUMNS.map((c) => {
                      const current = sort === c.key ? 'ascending' : sort === `-${c.key}` ? 'descending' : undefined
                      return (
                        <th key={c.key} scope="col" aria-sort={current ?? 'none'}>
                          <a href={`${base}?sort=${current === 'ascending' ? '-' : ''}${c.key}`}>{c.heading}</a>
                        </th>
                      )
                    })}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((r) => (
                    <tr key={r.code}>
                      {COLUMNS.map((c) => (
                        <td key={c.key}>{formatted(c.key, r)}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        ) : (
          <p role="alert">Only vendor operators see every school.</p>
        )}
      </Gutter>
    </DefaultTemplate>
  )
}
