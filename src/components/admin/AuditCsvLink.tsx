'use client'
/**
 * Above the audit log's list: a download of the lines the list shows, with the same filters
 * (the list's `where` in its address goes to the CSV endpoint unchanged: src/features/audit).
 */
import { useConfig } from '@payloadcms/ui'
import { useSearchParams } from 'next/navigation'

export function AuditCsvLink() {
  const { config } = useConfig()
  const params = useSearchParams()
  const kept = new URLSearchParams()
  for (const [key, value] of params?.entries() ?? []) if (key.startsWith('where')) kept.append(key, value)
  const query = kept.toString()
  return (
    <p className="audit-csv-link" style={{ margin: '0 0 1rem' }}>
      <a href={`${config.serverURL}${config.routes.api}/audit-events/csv${query ? `?${query}` : ''}`} download>
        Download these lines as a spreadsheet (CSV)
      </a>
    </p>
  )
}
