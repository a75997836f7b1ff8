import { FeedbackForm } from '@/components/feedback/FeedbackForm'
import { ContentPage } from '@/components/page/ContentPage'
import { newFeedbackToken } from '@/data/feedback'
import { getLatestChange } from '@/data/queries'
import { section } from '@/data/section'
import { withSharing } from '@/data/seo'
import { PAGES } from '@/lib/navigation'
import { words } from '@/data/i18n'
import { sendFeedback } from './actions'

// Each copy of the form carries its own signed timestamp, so the page is made per request
// (server/responseCache never stores /feedback).
export const dynamic = 'force-dynamic'

export const generateMetadata = () =>
  withSharing({
    title: 'Feedback',
    description: 'Send the school a message, or report a problem with the website or its accessibility.',
    alternates: { canonical: '/feedback' },
  })

type Props = { searchParams: Promise<{ sent?: string | string[]; topic?: string | string[] }> }

export default async function FeedbackPage({ searchParams }: Props) {
  const params = await searchParams
  const { href } = await words()
  const latest = await section('last change', getLatestChange)
  const updatedAt = latest.ok ? latest.data : null
  if (params.sent === '1') {
    return (
      <ContentPage title="Thank you for your feedback" updatedAt={updatedAt}>
        <p role="status">Your message has been sent to the school&apos;s staff, who read every message.</p>
        <p>
          If you left an e-mail address or phone number, they may reply to you. <a href={href('/feedback')}>Send another message</a> or{' '}
          <a href={href('/')}>go to the home page</a>.
        </p>
      </ContentPage>
    )
  }
  const topic = Array.isArray(params.topic) ? params.topic[0] : params.topic
  return (
    <ContentPage title="Feedback" updatedAt={updatedAt}>
      <p>
        Tell us what you think of the school or this website, or report a problem, including anything on the website that is hard to use
        with your device or assistive technology. You do not need an account; your name and contact details are optional. See our{' '}
        <a href={href(PAGES.privacy.href)}>privacy policy</a> for how we handle what you send.
      </p>
      <FeedbackForm action={sendFeedback} token={newFeedbackToken()} topic={topic} />
    </ContentPage>
  )
}
