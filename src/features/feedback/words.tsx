/** The feedback page's own passages (the form's words are FEEDBACK_WORDS in src/features/feedback/rules.ts). */
import { defineWords } from '@/lib/i18n/catalogue'
import { PAGES } from '@/lib/navigation'

/** The page's own passages, with their links. */
export const PAGE_WORDS = defineWords('feedback page', {
  en: {
    sent: 'Your message has been sent to the school\'s staff, who read every message.',
    sentNext: (href: Href) => (
      <>
        If you left an e-mail address or phone number, they may reply to you. <a href={href('/feedback')}>Send another message</a> or{' '}
        <a href={href('/')}>go to the home page</a>.
      </>
    ),
    intro: (href: Href) => (
      <>
        Tell us what you think of the school or this website, or report a problem, including anything on the website that is hard to use
        with your device or assistive technology. You do not need an account; your name and contact details are optional. See our{' '}
        <a href={href(PAGES.privacy.href)}>privacy policy</a> for how we handle what you send.
      </>
    ),
  },
  hi: {
    sent: 'आपका संदेश विद्यालय के कर्मचारियों को भेज दिया गया है, जो हर संदेश पढ़ते हैं।',
    sentNext: (href: Href) => (
      <>
        यदि आपने ई-मेल पता या फ़ोन नंबर दिया है, तो वे आपको उत्तर दे सकते हैं। <a href={href('/feedback')}>एक और संदेश भेजें</a> या{' '}
        <a href={href('/')}>मुखपृष्ठ पर जाएँ</a>।
      </>
    ),
    intro: (href: Href) => (
      <>
        विद्यालय या इस वेबसाइट के बारे में अपनी राय बताएँ, या कोई समस्या बताएँ, जिसमें वेबसाइट की कोई भी ऐसी बात शामिल है जिसे आपके उपकरण या सहायक तकनीक
        से उपयोग करना कठिन हो। इसके लिए किसी खाते की आवश्यकता नहीं है; आपका नाम और संपर्क विवरण वैकल्पिक हैं। आप जो भेजते हैं उसे हम कैसे संभालते हैं, यह जानने के
        लिए हमारी <a href={href(PAGES.privacy.href)}>गोपनीयता नीति</a> देखें।
      </>
    ),
  },
})

type Href = (path: string) => string
