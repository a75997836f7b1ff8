import { ContentPage } from '@/components/page/ContentPage'
import { PdfEmbed } from '@/components/page/PdfEmbed'
import { RichText } from '@/components/page/RichText'
import { Tabs } from '@/components/page/Tabs'
import { getActivitiesPage } from '@/data/queries'
import { publicUrl } from '@/lib/media'
import { withSharing } from '@/data/seo'

export const dynamic = 'force-dynamic'

export const generateMetadata = () =>
  withSharing({
    title: 'Activities',
    description: 'The house system, sports, literary, social and cultural activities, excursions and academic events.',
    alternates: { canonical: '/activities' },
  })

export default async function ActivitiesPage() {
  const page = await getActivitiesPage()
  const tabs = (page.tabs ?? []).map((t, i) => {
    const pdf = typeof t.embeddedPdf === 'object' && t.embeddedPdf ? publicUrl(t.embeddedPdf.url) : null
    return {
      key: t.id ?? `${i}`,
      title: t.title,
      panel: (
        <>
          <RichText data={t.body} />
          {pdf ? <PdfEmbed src={pdf} title={t.title} /> : null}
        </>
      ),
    }
  })
  return (
    <ContentPage title="Activities" updatedAt={page.updatedAt} translation={[page.translationStamps]}>
      <Tabs label="Activities" tabs={tabs} />
    </ContentPage>
  )
}
