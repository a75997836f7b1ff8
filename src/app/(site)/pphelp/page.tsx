import { ContentPage } from '@/components/page/ContentPage'
import { getParentPortalHelp, getSchoolProfile } from '@/data/queries'
import { withSharing } from '@/data/seo'

export const dynamic = 'force-dynamic'

export const generateMetadata = () =>
  withSharing({
    title: 'Parent Portal Help',
    description: 'How to sign in to the parent portal, reset a password, pay fees online and install the app.',
    alternates: { canonical: '/pphelp' },
  })

export default async function ParentPortalHelpPage() {
  const [page, school] = await Promise.all([getParentPortalHelp(), getSchoolProfile()])
  return (
    <ContentPage title="Parent Portal Help" updatedAt={page.updatedAt} translation={[page.translationStamps]}>
      {page.intro ? <p className="lead">{page.intro}</p> : null}
      {page.guides?.map((g) => (
        <section key={g.id ?? g.heading} aria-label={g.heading}>
          <h2>{g.heading}</h2>
          <ol>
            {g.steps?.map((s) => (
              <li key={s.id ?? s.text}>{s.text}</li>
            ))}
          </ol>
        </section>
      ))}
      {school.helpDesk?.email ? (
        <p>
          Help desk: <a href={`mailto:${school.helpDesk.email}`}>{school.helpDesk.email}</a>
          {school.helpDesk.hours ? `, ${school.helpDesk.hours}` : ''}
        </p>
      ) : null}
    </ContentPage>
  )
}
