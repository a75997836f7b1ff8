import { PhotoGrid } from '@/components/gallery/PhotoGrid'
import { ContentPage } from '@/components/page/ContentPage'
import { Tabs } from '@/components/page/Tabs'
import { getStudentCouncilPage } from '@/data/queries'
import { gridPhotosOf } from '@/lib/media'
import { withSharing } from '@/data/seo'

export const dynamic = 'force-dynamic'

export const generateMetadata = () =>
  withSharing({
    title: 'Student Council',
    description: 'Photos of the events the student council organised.',
    alternates: { canonical: '/student-council' },
  })

export default async function StudentCouncilPage() {
  const page = await getStudentCouncilPage()
  const tabs = (page.tabs ?? []).map((t, i) => ({
    key: t.id ?? `${i}`,
    title: t.title,
    panel: <PhotoGrid photos={gridPhotosOf((t.photos ?? []).map((image, j) => ({ image, key: `${j}` })))} label={`Photos: ${t.title}`} />,
  }))
  return (
    <ContentPage title="Student Council" updatedAt={page.updatedAt} translation={[page.translationStamps]}>
      {page.intro ? <p>{page.intro}</p> : null}
      <Tabs label="Student council events" tabs={tabs} />
    </ContentPage>
  )
}
