import { ContentPage } from '@/components/page/ContentPage'
import { DataTable } from '@/components/page/DataTable'
import { getTimingsPage } from '@/data/queries'
import { withSharing } from '@/data/seo'

export const dynamic = 'force-dynamic'

export const generateMetadata = () =>
  withSharing({
    title: 'School Timing',
    description: 'Class timings in summer and winter, bus departures and office hours.',
    alternates: { canonical: '/school-timing' },
  })

const SEASONS = [
  { key: 'summer' as const, label: 'Summer' },
  { key: 'winter' as const, label: 'Winter' },
]

export default async function TimingsPage() {
  const page = await getTimingsPage()
  return (
    <ContentPage title="School Timing" updatedAt={page.updatedAt} translation={[page.translationStamps]}>
      <DataTable caption="Class timings" columns={[{ key: 'classes', label: 'Classes' }, ...SEASONS]} rows={page.classTimings} />
      <DataTable caption="School buses leave at" columns={[{ key: 'days', label: 'Days' }, ...SEASONS]} rows={page.busDepartures} />
      <DataTable
        caption="Office hours"
        columns={[
          { key: 'office', label: 'Office' },
          { key: 'hours', label: 'Hours' },
        ]}
        rows={page.officeHours}
      />
      {page.notes?.length ? (
        <ul>
          {page.notes.map((n) => (
            <li key={n.id ?? n.text}>{n.text}</li>
          ))}
        </ul>
      ) : null}
    </ContentPage>
  )
}
