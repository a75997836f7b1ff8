import { newestChange } from '@/lib/lastUpdated'
import { requestLocale } from '@/data/locale'
import { ContentPage } from '@/components/page/ContentPage'
import { RichText } from '@/components/page/RichText'
import { ResponsiveImage } from '@/components/ResponsiveImage'
import { getAboutPage, getSchoolProfile } from '@/data/queries'
import { formatDate } from '@/lib/dates'
import { translateLabel } from '@/lib/i18n/dictionary'
import { imageOf } from '@/lib/media'
import { withSharing } from '@/data/seo'

export const dynamic = 'force-dynamic'

export const generateMetadata = () =>
  withSharing({
    title: 'About the School',
    description: 'History, affiliation, students and staff, the extended campus, educational aims and motto.',
    alternates: { canonical: '/about-school' },
  })

export default async function AboutSchoolPage() {
  const locale = await requestLocale()
  const [about, school] = await Promise.all([getAboutPage(), getSchoolProfile()])
  const photo = imageOf(about.photo)
  const figures = [
    ['Founded', school.foundedOn ? formatDate(school.foundedOn, locale) : null],
    ['Students on the first day', school.firstRollStrength],
    ['Students', school.studentCount],
    ['Teachers', school.teacherCount],
    ['Administrative staff', school.adminStaffCount],
    ['Supporting staff', school.supportStaffCount],
  ].filter(([, v]) => v !== null && v !== undefined)
  return (
    <ContentPage title="About the School" updatedAt={newestChange(about, school)} translation={[about.translationStamps]} trail={[]}>
      {photo ? <ResponsiveImage image={photo} sizes="(min-width: 80rem) 78rem, 100vw" priority className="page-photo" /> : null}
      {school.affiliation ? <p className="lead">{school.affiliation}</p> : null}
      <dl className="figures">
        {figures.map(([label, value]) => (
          <div key={String(label)}>
            <dt>{translateLabel(String(label), locale)}</dt>
            <dd>{String(value)}</dd>
          </div>
        ))}
      </dl>
      <RichText data={about.history} />
      <RichText data={about.extendedCampus} />
      <RichText data={about.educationalAims} />
      {about.motto ? (
        <section aria-labelledby="motto">
          <h2 id="motto">{translateLabel('Our motto', locale)}</h2>
          <p className="motto">{about.motto}</p>
          {about.mottoMeaning ? <p>{about.mottoMeaning}</p> : null}
        </section>
      ) : null}
      {school.houses?.length ? (
        <section aria-labelledby="houses">
          <h2 id="houses">{translateLabel('Houses', locale)}</h2>
          <ul>
            {school.houses.map((h) => (
              <li key={h.id ?? h.name}>
                {h.name} ({h.colour})
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </ContentPage>
  )
}
