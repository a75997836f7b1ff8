import { ContentPage } from '@/components/page/ContentPage'
import { RichText } from '@/components/page/RichText'
import { ResponsiveImage } from '@/components/ResponsiveImage'
import { getPrincipalMessage } from '@/data/queries'
import { imageOf } from '@/lib/media'
import { withSharing } from '@/data/seo'
import { words } from '@/data/i18n'

export const dynamic = 'force-dynamic'

export const generateMetadata = () =>
  withSharing({
    title: "Principal's Message",
    description: 'A message from the principal to parents and students.',
    alternates: { canonical: '/principal-message' },
  })

export default async function PrincipalMessagePage() {
  const message = await getPrincipalMessage()
  const photo = imageOf(message.photo)
  const { t } = await words()
  return (
    <ContentPage title="Principal's Message" updatedAt={message.updatedAt} translation={[message.translationStamps]}>
      <figure className="principal">
        {photo ? <ResponsiveImage image={{ ...photo, alt: t.photoOf(message.principalName) }} sizes="200px" priority /> : null}
        <blockquote className="quotation">
          <p>{message.quotation}</p>
        </blockquote>
        <figcaption>
          <strong>{message.principalName}</strong>
          {message.designation ? `, ${message.designation}` : ''}
        </figcaption>
      </figure>
      <RichText data={message.letter} />
    </ContentPage>
  )
}
