/**
 * Every word of the site's interface that is not CMS content, in English and Hindi. `hi` has
 * the type of `en`: TypeScript refuses a Hindi dictionary that misses a key or adds one.
 *
 * Page titles, menu labels and table headings are written in English in the pages and the
 * navigation (src/lib/navigation); `TITLES` gives each its Hindi, looked up by the English
 * (`translateLabel`), so a page file keeps one plain title and the Hindi page still gets its own.
 */
import type { Locale } from './locales'

export const en = {
  skipToContent: 'Skip to content',
  languageSwitch: 'हिन्दी',
  languageSwitchLabel: 'Read this page in Hindi',
  searchSite: 'Search the site',
  siteSearch: 'Site search',
  search: 'Search',
  socialMedia: 'Social media',
  opensInNewTab: '(opens in a new tab)',
  pdfOpensInNewTab: '(PDF, opens in a new tab)',
  menu: 'Menu',
  mainMenu: 'Main',
  pageColour: 'Page colour',
  breadcrumb: 'Breadcrumb',
  home: 'Home',
  usefulLinks: 'Useful links',
  contact: 'Contact',
  showMap: 'Show the school on a map',
  mapOf: (school: string) => `Map showing the location of ${school}`,
  pages: 'Pages',
  pageOf: (page: number, total: number) => `Page ${page} of ${total}`,
  previous: 'Previous',
  next: 'Next',
  page: 'page',
  readMore: 'Read more',
  notFoundTitle: 'Page not found',
  notFoundText: 'Sorry, we could not find that page. It may have moved, or the link may be mistyped.',
  goHome: 'Go to the home page',
  seeSitemap: 'See every page on the sitemap',
  lastUpdated: 'Last updated',
  couldNotLoad: (what: string) => `${what} could not be loaded just now. Please try again in a little while.`,
  getStarted: 'Get Started',
  callUs: 'Call us',
  aboutTheSchool: 'About the school',
  classToppers: (klass: string) => `Class ${klass} toppers`,
  classN: (klass: string) => `Class ${klass}`,
  viewAll: 'View All',
  shiningStars: 'Our Shining Stars',
  newsTitlePlaceholder: 'News Title',
  stayTuned: 'Stay tuned for latest updates',
  opensInNewTabKind: (kind: string) => `(${kind}, opens in a new tab)`,
  notTranslated: 'This page is not yet available in Hindi; it is shown in English.',
  translationOutdated: 'The Hindi of this page is older than its English and may be out of date.',
  policies: 'Policies',
  erpPortal: 'School ERP & parent portal: fees, results and login',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  eventMark: '(event)',
  eventsIn: (month: string) => `Events in ${month}`,
  noEventsThisMonth: 'No events this month.',
} satisfies Record<string, string | ((...args: never[]) => string)>

export type Dictionary = typeof en

export const hi: Dictionary = {
  skipToContent: 'मुख्य सामग्री पर जाएँ',
  languageSwitch: 'English',
  languageSwitchLabel: 'यह पृष्ठ अंग्रेज़ी में पढ़ें',
  searchSite: 'साइट में खोजें',
  siteSearch: 'साइट खोज',
  search: 'खोजें',
  socialMedia: 'सोशल मीडिया',
  opensInNewTab: '(नए टैब में खुलता है)',
  pdfOpensInNewTab: '(पीडीएफ़, नए टैब में खुलती है)',
  menu: 'मेनू',
  mainMenu: 'मुख्य',
  pageColour: 'पृष्ठ का रंग',
  breadcrumb: 'आप यहाँ हैं',
  home: 'मुखपृष्ठ',
  usefulLinks: 'उपयोगी लिंक',
  contact: 'संपर्क',
  showMap: 'विद्यालय को नक्शे पर देखें',
  mapOf: (school: string) => `${school} का स्थान दिखाता नक्शा`,
  pages: 'पृष्ठ',
  pageOf: (page: number, total: number) => `पृष्ठ ${page} / ${total}`,
  previous: 'पिछला',
  next: 'अगला',
  page: 'पृष्ठ',
  readMore: 'और पढ़ें',
  notFoundTitle: 'पृष्ठ नहीं मिला',
  notFoundText: 'क्षमा करें, यह पृष्ठ नहीं मिला। हो सकता है वह कहीं और चला गया हो, या लिंक में कोई गलती हो।',
  goHome: 'मुखपृष्ठ पर जाएँ',
  seeSitemap: 'साइटमैप पर सभी पृष्ठ देखें',
  lastUpdated: 'अंतिम अद्यतन',
  couldNotLoad: (what: string) => `${what} अभी लोड नहीं हो सका। कृपया थोड़ी देर बाद फिर प्रयास करें।`,
  getStarted: 'शुरू करें',
  callUs: 'हमें फ़ोन करें',
  aboutTheSchool: 'विद्यालय के बारे में',
  classToppers: (klass: string) => `कक्षा ${klass} के मेधावी विद्यार्थी`,
  classN: (klass: string) => `कक्षा ${klass}`,
  viewAll: 'सभी देखें',
  shiningStars: 'हमारे चमकते सितारे',
  newsTitlePlaceholder: 'समाचार शीर्षक',
  stayTuned: 'नवीनतम जानकारी के लिए जुड़े रहें',
  opensInNewTabKind: (kind: string) => `(${kind}, नए टैब में खुलता है)`,
  notTranslated: 'यह पृष्ठ अभी हिन्दी में उपलब्ध नहीं है; अंग्रेज़ी में दिखाया गया है।',
  translationOutdated: 'इस पृष्ठ का हिन्दी रूप अंग्रेज़ी से पुराना है; इसमें नवीनतम बदलाव शायद न हों।',
  policies: 'नीतियाँ',
  erpPortal: 'विद्यालय ईआरपी और अभिभावक पोर्टल: शुल्क, परिणाम और लॉगिन',
  previousMonth: 'पिछला महीना',
  nextMonth: 'अगला महीना',
  eventMark: '(कार्यक्रम)',
  eventsIn: (month: string) => `${month} के कार्यक्रम`,
  noEventsThisMonth: 'इस महीने कोई कार्यक्रम नहीं है।',
}

/**
 * Hindi for the English titles and labels written in the pages and the menu. A label not
 * listed (CMS content, e.g. a news item's title) is shown as it is.
 */
const TITLES = {
  // Pages (src/lib/navigation PAGES) and their page titles
  Home: 'मुखपृष्ठ',
  'About School': 'विद्यालय परिचय',
  'About the School': 'विद्यालय परिचय',
  "Principal's Message": 'प्रधानाचार्य का संदेश',
  Faculty: 'शिक्षकगण',
  Infrastructure: 'आधारभूत सुविधाएँ',
  'Mandatory Disclosure': 'अनिवार्य सार्वजनिक प्रकटीकरण',
  'Mandatory Public Disclosure': 'अनिवार्य सार्वजनिक प्रकटीकरण',
  Feedback: 'प्रतिक्रिया',
  'Privacy Policy': 'गोपनीयता नीति',
  'Terms of Use': 'उपयोग की शर्तें',
  'Copyright Policy': 'कॉपीराइट नीति',
  'Hyperlinking Policy': 'हाइपरलिंकिंग नीति',
  'Accessibility Statement': 'सुगम्यता विवरण',
  'Youth Summit 2024': 'युवा शिखर सम्मेलन 2024',
  'Syllabus & Curriculum': 'पाठ्यक्रम एवं पाठ्यचर्या',
  'Exam Schedule': 'परीक्षा कार्यक्रम',
  Activities: 'गतिविधियाँ',
  'Student Council': 'छात्र परिषद',
  Newsletters: 'समाचार-पत्रिकाएँ',
  'Toppers of Std XII': 'कक्षा XII के मेधावी विद्यार्थी',
  'Toppers of Std X': 'कक्षा X के मेधावी विद्यार्थी',
  Admission: 'प्रवेश',
  'School Uniform': 'विद्यालय गणवेश',
  'School Timing': 'विद्यालय का समय',
  'Transfer Certificate': 'स्थानांतरण प्रमाण-पत्र',
  'Photo Gallery': 'फ़ोटो गैलरी',
  'Media Gallery': 'मीडिया गैलरी',
  News: 'समाचार',
  Events: 'कार्यक्रम',
  'Contact Us': 'संपर्क करें',
  'Parent Portal Help': 'अभिभावक पोर्टल सहायता',
  'ERP Software': 'ईआरपी सॉफ़्टवेयर',
  Sitemap: 'साइटमैप',
  Search: 'खोज',
  'Page not found': 'पृष्ठ नहीं मिला',
  'Album not found': 'एल्बम नहीं मिला',
  // Menu groups and PDFs
  School: 'विद्यालय',
  Academics: 'शैक्षणिक',
  Achievements: 'उपलब्धियाँ',
  Achievement: 'उपलब्धियाँ',
  Gallery: 'गैलरी',
  Information: 'जानकारी',
  Contact: 'संपर्क',
  'Holiday List': 'अवकाश सूची',
  'Academic Calendar': 'शैक्षणिक कैलेंडर',
  // Home page sections
  'Latest News': 'ताज़ा समाचार',
  'Events Calendar': 'कार्यक्रम कैलेंडर',
  'Message Corner': 'संदेश कोना',
  'School Bulletin': 'विद्यालय सूचना-पट',
  'Latest news': 'ताज़ा समाचार',
  'School bulletin': 'विद्यालय सूचना-पट',
  'Photo gallery': 'फ़ोटो गैलरी',
  'School photos': 'विद्यालय की तस्वीरें',
  Highlights: 'मुख्य बातें',
  Messages: 'संदेश',
  'All news': 'सभी समाचार',
  'All events': 'सभी कार्यक्रम',
  'All albums': 'सभी एल्बम',
  "Principal's message": 'प्रधानाचार्य का संदेश',
  'The introduction': 'परिचय',
  'The events calendar': 'कार्यक्रम कैलेंडर',
  'The school bulletin': 'विद्यालय सूचना-पट',
  'The photo slider': 'तस्वीरों का स्लाइडर',
  'The photo gallery': 'फ़ोटो गैलरी',
} as const

export type Title = keyof typeof TITLES

const TITLE_LOOKUP: Record<string, string> = TITLES

/** The words for `locale`. */
export const dictionary = (locale: Locale): Dictionary => (locale === 'hi' ? hi : en)

/** An English title or label from the code, in `locale` (unchanged when there is no Hindi for it). */
export function translateLabel(label: string, locale: Locale): string {
  if (locale === 'en') return label
  return TITLE_LOOKUP[label] ?? label
}
