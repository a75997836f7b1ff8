import { PhotoGrid } from '@/components/gallery/PhotoGrid'
import { ContentPage } from '@/components/page/ContentPage'
import { RichText } from '@/components/page/RichText'
import { getErpPage } from '@/data/queries'
import { gridPhotosOf } from '@/lib/media'
import { withSharing } from '@/data/seo'

export const dynamic = 'force-dynamic'

export const generateMetadata = () =>
  withSharing({
    title: 'ERP Software',
    description: "The school's ERP and its portals for parents, students and staff.",
    alternates: { canonical: '/erpsoftware' },
  })

export default async function ErpPage() {
  const page = await getErpPage()
  return (
    <ContentPage title="ERP Software" updatedAt={page.updatedAt} translation={[page.translationStamps]}>
      {page.intro ? <RichText data={page.intro} /> : null}
      {page.portals?.map((portal, i) => {
        const photos = gridPhotosOf(portal.image ? [{ image: portal.image, key: `${i}` }] : [])
        return (
          <section key={portal.id ?? i} aria-labelledby={`portal-${i}`} className="portal">
            <h2 id={`portal-${i}`}>{portal.title}</h2>
            <p>{portal.description}</p>
            {photos.length ? <PhotoGrid photos={photos} label={`Screenshot: ${portal.title}`} /> : null}
          </section>
        )
      })}
    </ContentPage>
  )
}
