import { FeedbackForm } from '@/components/feedback/FeedbackForm'
import { FEEDBACK_TOPIC_LABELS_HI, MAX_MESSAGE } from '@/lib/feedback'
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
  const { href, locale } = await words()
  const hi = locale === 'hi'
  const latest = await section('last change', getLatestChange)
  const updatedAt = latest.ok ? latest.data : null
  if (params.sent === '1' && hi) {
    return (
      <ContentPage title="Thank you for your feedback" updatedAt={updatedAt}>
        <p role="status">आपका संदेश विद्यालय के कर्मचारियों को भेज दिया गया है, जो हर संदेश पढ़ते हैं।</p>
        <p>
          यदि आपने ई-मेल पता या फ़ोन नंबर दिया है, तो वे आपको उत्तर दे सकते हैं। <a href={href('/feedback')}>एक और संदेश भेजें</a> या{' '}
          <a href={href('/')}>मुखपृष्ठ पर जाएँ</a>।
        </p>
      </ContentPage>
    )
  }
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
      {hi ? (
        <p>
          विद्यालय या इस वेबसाइट के बारे में अपनी राय बताएँ, या कोई समस्या बताएँ, जिसमें वेबसाइट की कोई भी ऐसी बात शामिल है जिसे आपके उपकरण या सहायक तकनीक
          से उपयोग करना कठिन हो। इसके लिए किसी खाते की आवश्यकता नहीं है; आपका नाम और संपर्क विवरण वैकल्पिक हैं। आप जो भेजते हैं उसे हम कैसे संभालते हैं, यह जानने के
          लिए हमारी <a href={href(PAGES.privacy.href)}>गोपनीयता नीति</a> देखें।
        </p>
      ) : (
        <p>
          Tell us what you think of the school or this website, or report a problem, including anything on the website that is hard to use
          with your device or assistive technology. You do not need an account; your name and contact details are optional. See our{' '}
          <a href={href(PAGES.privacy.href)}>privacy policy</a> for how we handle what you send.
        </p>
      )}
      <FeedbackForm
        action={sendFeedback}
        token={newFeedbackToken()}
        topic={topic}
        words={
          hi
            ? {
                correct: 'कृपया चिह्नित फ़ील्ड ठीक करके फिर भेजें।',
                form: 'प्रतिक्रिया',
                name: 'आपका नाम (वैकल्पिक)',
                contact: 'ई-मेल या फ़ोन (वैकल्पिक)',
                contactHint: 'केवल यदि आप उत्तर चाहते हैं।',
                topic: 'विषय',
                message: 'संदेश',
                messageHint: `अधिकतम ${MAX_MESSAGE} अक्षर।`,
                send: 'प्रतिक्रिया भेजें',
                sending: 'भेजा जा रहा है…',
                topics: FEEDBACK_TOPIC_LABELS_HI,
              }
            : undefined
        }
      />
    </ContentPage>
  )
}
