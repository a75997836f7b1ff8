import { FeedbackForm } from '@/features/feedback/FeedbackForm'
import { FEEDBACK_WORDS } from '@/features/feedback/rules'
import { wordsIn } from '@/lib/i18n/catalogue'
import { ContentPage } from '@/components/page/ContentPage'
import { newFeedbackToken } from '@/features/feedback/submit.server'
import { getLatestChange } from '@/data/queries'
import { section } from '@/data/section'
import { withSharing } from '@/data/seo'
import { words } from '@/data/i18n'
import { sendFeedback } from '@/features/feedback/actions'
import { PAGE_WORDS } from '@/features/feedback/words'

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
  const { href, locale } = await words()
  const w = wordsIn(PAGE_WORDS, locale)
  const latest = await section('last change', getLatestChange)
  const updatedAt = latest.ok ? latest.data : null
  if (params.sent === '1') {
    return (
      <ContentPage title="Thank you for your feedback" updatedAt={updatedAt}>
        <p role="status">{w.sent}</p>
        <p>{w.sentNext(href)}</p>
      </ContentPage>
    )
  }
  const topic = Array.isArray(params.topic) ? params.topic[0] : params.topic
  return (
    <ContentPage title="Feedback" updatedAt={updatedAt}>
      <p>{w.intro(href)}</p>
      <FeedbackForm action={sendFeedback} token={await newFeedbackToken()} topic={topic} words={wordsIn(FEEDBACK_WORDS, locale).form} />
    </ContentPage>
  )
}
