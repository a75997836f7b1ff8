/** Above the subscribers list in the admin: a plain link that downloads it as a spreadsheet (./exportSubscribers.ts). */
export function ExportLink() {
  return (
    <p style={{ margin: '0 0 1rem' }}>
      <a href="/cms-api/notice-subscriptions/export" download>
        Download the list of subscribers (CSV, for the school’s own records)
      </a>
    </p>
  )
}

/** Beside it: the way to import a class roster from the school's ERP (components/admin/RosterImport). */
export function RosterImportLink() {
  return (
    <p style={{ margin: '0 0 1rem' }}>
      <a href="/admin/import-roster">Import class roster (CSV from the school’s ERP): parents are added waiting for their confirmation</a>
    </p>
  )
}
