/**
 * Demo policy pages (GIGW 3.0), written for this project: what the site actually does with
 * cookies, photographs and messages. A school edits them in the admin before going live.
 */
import { DISMISSED_COOKIE } from '@/features/alerts/rules'
import { FEEDBACK_PATH } from '@/lib/policies'
import { THEME_STORAGE_KEY } from '@/lib/theme'
import type { SeedContext } from '../context'
import { richText, type Block } from '../richText'

const FEEDBACK_LINK = { text: 'feedback form', url: FEEDBACK_PATH }
const NOTICES_LINK = { text: 'Get notices', url: '/notices' }

const POLICIES: { slug: string; title: string; body: Block[] }[] = [
  {
    slug: 'privacy-policy',
    title: 'Privacy Policy',
    body: [
      'This website is run by the school to inform parents, students and the public. You can read every public page without signing in and without telling us who you are.',
      { h: 2, text: 'No analytics, advertising or tracking' },
      'The website uses no third-party analytics, no advertising and no tracking of any kind: no third-party trackers, no tracking cookies and no social-media widgets that follow you. Pages, pictures and scripts are all served from the school’s own website. A map of the school’s location is loaded from the map provider only if you choose to open it.',
      { h: 2, text: 'Cookies and stored settings' },
      {
        ul: [
          `“${DISMISSED_COOKIE}”: set only when you dismiss an announcement banner, so that it stays hidden for you. It holds the numbers of the announcements you dismissed and nothing else, and is kept for 60 days.`,
          '“payload-token”, the sign-in cookie of the site’s administration area, and the preview cookie that lets staff see a draft page: set only for school staff who sign in to edit the website. Visitors never receive them.',
          `“${THEME_STORAGE_KEY}”: if you choose a page colour, your browser remembers the choice on your own device (local storage). It is never sent to us.`,
        ],
      },
      { h: 2, text: 'Information you send us' },
      {
        p: [
          'Messages sent through the ',
          FEEDBACK_LINK,
          ' are stored on the school’s server and read only by school staff. Your name and contact details are optional; we use them only to reply to you. We do not record your network address with your message. Messages are deleted once they are no longer needed.',
        ],
      },
      'The transfer-certificate lookup checks the details you enter against the school’s register and does not keep them.',
      {
        p: [
          'If you ask for notices by e-mail on the ',
          NOTICES_LINK,
          ' page, we keep your e-mail address, the kinds of notice you chose, your language, and a record of your consent (the words you were shown and when you agreed), only to send you those notices. Nothing is sent until you confirm the address through the link we e-mail you; an address never confirmed is erased after seven days. Every notice has a link to unsubscribe: unsubscribing, or an address the mail server reports as not existing, erases your address and choices at once. Only the school’s administrators can see the list of subscribers. We count how many notices were sent, but not who opened them.',
        ],
      },
      'If you ask for notices on a phone (the browser’s notifications), we keep the address your browser gives for them and your choices; stopping them on the same page erases both. If you ask for notices by SMS, we keep your mobile number and your choices, and send a code to the number before anything else; the number is sent only to the school’s SMS provider, to deliver the messages, and stopping the notices with a new code erases it at once.',
      { h: 2, text: 'Photographs and names of children' },
      'The school publishes photographs, names and results of students (for example in the gallery, news and toppers’ pages) only with the written consent of a parent or guardian, given at admission or for a particular event, in line with the Digital Personal Data Protection Act, 2023. We publish no more than is needed: no addresses, dates of birth or contact details of students.',
      'A parent or guardian may withdraw consent at any time by writing to the school office or through the feedback form. The school then removes the photographs or names from the website promptly, usually within seven working days, and does not use them again.',
      { h: 2, text: 'Your rights and contact' },
      'You may ask what personal information about you or your child the website holds, ask for it to be corrected or erased, or raise a concern, by writing to the school office at the address on the Contact Us page.',
    ],
  },
  {
    slug: 'terms-of-use',
    title: 'Terms of Use',
    body: [
      'This website is designed, developed and maintained by the school. Though all efforts have been made to ensure the accuracy of the content, it should not be construed as a statement of law or used for any legal purposes.',
      'In case of any ambiguity or doubts, users are advised to verify and check with the school office and to obtain appropriate professional advice. Circulars, fee schedules and examination dates as issued by the school in writing prevail over what is shown here.',
      'Under no circumstances will the school be liable for any expense, loss or damage arising from the use of, or loss of use of, data arising out of or in connection with the use of this website.',
      'Links to other websites are provided for your convenience. The school is not responsible for their contents or reliability and does not necessarily endorse the views expressed in them.',
      'These terms are governed by the laws of India. Any dispute arising under them is subject to the jurisdiction of the courts of India.',
    ],
  },
  {
    slug: 'copyright-policy',
    title: 'Copyright Policy',
    body: [
      'Material on this website (text, photographs, newsletters and documents) may be reproduced free of charge after taking proper permission by writing to the school. The material must be reproduced accurately and not used in a derogatory manner or in a misleading context. Where the material is published or issued to others, the source must be prominently acknowledged.',
      'Permission to reproduce material does not extend to photographs of students, or to any material identified as being the copyright of a third party. Authorisation to reproduce such material must be obtained from the copyright holders concerned.',
    ],
  },
  {
    slug: 'hyperlinking-policy',
    title: 'Hyperlinking Policy',
    body: [
      { h: 2, text: 'Links to external websites' },
      'At many places on this website you will find links to other websites, such as those of the Central Board of Secondary Education. These links are placed for your convenience. The school is not responsible for the contents and reliability of the linked websites and does not necessarily endorse the views expressed in them. We cannot guarantee that these links will work all the time, and we have no control over the availability of linked pages.',
      { h: 2, text: 'Links to this website from other websites' },
      'We do not object to you linking directly to the information hosted on this website, and no prior permission is required for the same. However, we would like you to inform us about any links provided to this website, so that you can be informed of any changes or updates. We do not permit our pages to be loaded into frames on your site: the pages of this website must load into a newly opened browser window of the user.',
    ],
  },
  {
    slug: 'accessibility-statement',
    title: 'Accessibility Statement',
    body: [
      'The school is committed to ensuring that this website is accessible to all its users, irrespective of device, technology or ability. It aims to provide maximum accessibility and usability to its visitors, including people with visual, hearing, motor or cognitive disabilities.',
      { h: 2, text: 'Standards' },
      'The website is designed to meet the Guidelines for Indian Government Websites and Apps (GIGW 3.0) and, through them, the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA of the World Wide Web Consortium.',
      { h: 2, text: 'What we do' },
      {
        ul: [
          'Every page can be used with a keyboard alone, with a “Skip to content” link at the top and a visible focus.',
          'Every page works without JavaScript, and with screen readers: pages have headings, landmarks, and text alternatives for pictures.',
          'Text can be enlarged to 200% and the pages fit narrow screens without scrolling sideways.',
          'Text and background colours meet the contrast ratios of WCAG 2.1 AA.',
          'Every page shows when its content was last updated.',
        ],
      },
      { h: 2, text: 'Known limitations' },
      'Some older documents are scanned PDF files that screen readers cannot read. If you need one of them in another format, ask us and we will provide it.',
      { h: 2, text: 'Report a problem' },
      {
        p: [
          'If you find anything on this website difficult to use, please tell us through the ',
          { text: 'feedback form', url: `${FEEDBACK_PATH}?topic=accessibility` },
          ' (choose the topic “Accessibility”), or write to the school office. Please mention the page and the problem; we aim to reply within ten working days.',
        ],
      },
    ],
  },
]

export async function seedPolicies(s: SeedContext) {
  for (const p of POLICIES) {
    await s.ensure(
      'policy-pages',
      { slug: { equals: p.slug } },
      { slug: p.slug, title: p.title, body: richText(...p.body), _status: 'published' },
    )
  }
}
