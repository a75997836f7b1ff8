import type { Metadata } from 'next'

import { ContentPage } from '@/components/page/ContentPage'
import { RichText } from '@/components/page/RichText'
import { Tabs } from '@/components/page/Tabs'
import { getActivitiesPage } from '@/data/queries'
import { publicUrl } from '@/lib/media'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Activities', description: 'The house system, sports, literary, social and cultural activities, excursions and academic events.' }

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
          {pdf ? (
            <>
              <iframe src={pdf} title={`${t.title} (PDF)`} loading="lazy" className="pdf-frame" />
              <p>
                <a href={pdf} target="_blank" rel="noopener">
                  Open {t.title}
                  <span className="visually-hidden"> (PDF, opens in a new tab)</span>
                </a>
              </p>
            </>
          ) : null}
        </>
      ),
    }
  })
  return (
    <ContentPage title="Activities">
      <Tabs label="Activities" tabs={tabs} />
    </ContentPage>
  )
}
