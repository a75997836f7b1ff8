import { ContentPage } from '@/components/page/ContentPage'
import { getSchoolProfile } from '@/data/queries'
import { withSharing } from '@/data/seo'

export const dynamic = 'force-dynamic'

export const generateMetadata = () =>
  withSharing({ title: 'Contact Us', description: 'Address, phone numbers, e-mail and map.', alternates: { canonical: '/contact-us' } })

export default async function ContactPage() {
  const school = await getSchoolProfile()
  return (
    <ContentPage title="Contact Us" updatedAt={school.updatedAt}>
      <div className="contact">
        <address>
          {school.address}
          {school.phones?.map((p) => (
            <span key={p.id ?? p.number} className="contact__line">
              {p.label}: <a href={`tel:${p.number.replace(/[^+\d]/g, '')}`}>{p.number}</a>
            </span>
          ))}
          {school.emails?.map((e) => (
            <span key={e.id ?? e.email} className="contact__line">
              {e.label}: <a href={`mailto:${e.email}`}>{e.email}</a>
            </span>
          ))}
        </address>
        {school.mapEmbedUrl ? (
          <iframe className="contact__map" src={school.mapEmbedUrl} title={`Map showing the location of ${school.name}`} loading="lazy" />
        ) : null}
      </div>
    </ContentPage>
  )
}
