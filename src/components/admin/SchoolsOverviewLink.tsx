/** Above the list of schools (Vendor → Schools): the way to the view of every school's state (./SchoolsOverview). */
export function SchoolsOverviewLink() {
  return (
    <p style={{ margin: '0 0 1rem' }}>
      <a href="/admin/schools-overview">All schools at a glance: completeness, last publish, notices failing, storage (sortable, CSV)</a>
    </p>
  )
}
