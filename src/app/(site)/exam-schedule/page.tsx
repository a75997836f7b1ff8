import { words } from '@/data/i18n'
import { ContentPage } from '@/components/page/ContentPage'
import { getExamSchedulePage } from '@/data/queries'
import { publicUrl } from '@/lib/media'
import { withSharing } from '@/data/seo'

export const dynamic = 'force-dynamic'

export const generateMetadata = () =>
  withSharing({
    title: 'Exam Schedule',
    description: 'Date sheets for the school examinations.',
    alternates: { canonical: '/exam-schedule' },
  })

export default async function ExamSchedulePage() {
  const page = await getExamSchedulePage()
  const { t } = await words()
  return (
    <ContentPage title="Exam Schedule" updatedAt={page.updatedAt} translation={[page.translationStamps]}>
      {page.intro ? <p>{page.intro}</p> : null}
      <ul className="link-list">
        {page.dateSheets?.map((d) => {
          const url = typeof d.file === 'object' ? publicUrl(d.file.url) : null
          return url ? (
            <li key={d.id ?? d.title}>
              <a href={url} target="_blank" rel="noopener">
                {d.title}
                <span className="visually-hidden"> {t.pdfOpensInNewTab}</span>
              </a>
            </li>
          ) : null
        })}
      </ul>
    </ContentPage>
  )
}
