import { routes } from '@/lib/routes'

/** Above the applications list in the admin: a plain link that downloads them for the school's ERP (./exportApplications.ts). */
export function ApplicationsExportLink() {
  return (
    <p style={{ margin: '0 0 1rem' }}>
      <a href={routes.applicationsExport} download>
        Download the applications (CSV, for the school’s ERP)
      </a>
    </p>
  )
}
