import { ContentPage } from '@/components/page/ContentPage'
import { RichText } from '@/components/page/RichText'
import { getSyllabusPage } from '@/data/queries'
import { withSharing } from '@/data/seo'

export const dynamic = 'force-dynamic'

export const generateMetadata = () =>
  withSharing({
    title: 'Syllabus & Curriculum',
    description: 'The syllabus, co-curricular and physical education rules, the session and the daily routine.',
    alternates: { canonical: '/syllabus-curriculum' },
  })

export default async function SyllabusPage() {
  const page = await getSyllabusPage()
  return (
    <ContentPage title="Syllabus & Curriculum" updatedAt={page.updatedAt} translation={[page.translationStamps]}>
      {page.sections?.map((s) => (
        <section key={s.id ?? s.heading} aria-label={s.heading}>
          <h2>{s.heading}</h2>
          <RichText data={s.body} />
        </section>
      ))}
    </ContentPage>
  )
}
