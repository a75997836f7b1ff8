import { PhotoGrid } from '@/components/gallery/PhotoGrid'
import { ContentPage } from '@/components/page/ContentPage'
import { getInfrastructurePage } from '@/data/queries'
import { gridPhotosOf } from '@/lib/media'
import { withSharing } from '@/data/seo'

export const dynamic = 'force-dynamic'

export const generateMetadata = () =>
  withSharing({
    title: 'Infrastructure',
    description: 'Classrooms, laboratories, library, sports and campus facilities.',
    alternates: { canonical: '/infrastructure' },
  })

export default async function InfrastructurePage() {
  const page = await getInfrastructurePage()
  const photos = gridPhotosOf((page.photos ?? []).map((p, i) => ({ image: p.image, caption: p.caption, key: p.id ?? `${i}` })))
  return (
    <ContentPage title="Infrastructure" updatedAt={page.updatedAt} translation={[page.translationStamps]}>
      {page.intro ? <p>{page.intro}</p> : null}
      <PhotoGrid photos={photos} label="Campus facilities" />
    </ContentPage>
  )
}
