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
