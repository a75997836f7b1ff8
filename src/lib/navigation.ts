/**
 * The site's routes and menu. Routes are code (a page exists or not); the words a school
 * uses about itself live in the CMS. PDF entries name a field of the `downloads` global.
 */

import { routes } from './routes'

export type Page = { label: string; href: string }

/** Every page of the site, once; the menu, footer and sitemap pick from here. */
export const PAGES = {
  home: { label: 'Home', href: routes.home },
  about: { label: 'About School', href: '/about-school' },
  principal: { label: "Principal's Message", href: '/principal-message' },
  faculty: { label: 'Faculty', href: '/faculty' },
  infrastructure: { label: 'Infrastructure', href: '/infrastructure' },
  disclosure: { label: 'Mandatory Disclosure', href: '/mandatory-disclosure' },
  summit: { label: 'Youth Summit 2024', href: '/ksrys' },
  syllabus: { label: 'Syllabus & Curriculum', href: '/syllabus-curriculum' },
  exams: { label: 'Exam Schedule', href: '/exam-schedule' },
  activities: { label: 'Activities', href: '/activities' },
  council: { label: 'Student Council', href: '/student-council' },
  newsletters: { label: 'Newsletters', href: routes.newsletters },
  toppersXII: { label: 'Toppers of Std XII', href: routes.toppers('XII') },
  toppersX: { label: 'Toppers of Std X', href: routes.toppers('X') },
  admission: { label: 'Admission', href: '/admission' },
  uniform: { label: 'School Uniform', href: '/school-uniform' },
  timing: { label: 'School Timing', href: '/school-timing' },
  tc: { label: 'Transfer Certificate', href: '/tc' },
  gallery: { label: 'Photo Gallery', href: routes.gallery },
  media: { label: 'Media Gallery', href: routes.mediaGallery },
  news: { label: 'News', href: routes.news },
  events: { label: 'Events', href: routes.events },
  contact: { label: 'Contact Us', href: '/contact-us' },
  pphelp: { label: 'Parent Portal Help', href: '/pphelp' },
  erp: { label: 'ERP Software', href: '/erpsoftware' },
  sitemap: { label: 'Sitemap', href: '/sitemap' },
  feedback: { label: 'Feedback', href: '/feedback' },
  notices: { label: 'Get notices', href: '/notices' },
  privacy: { label: 'Privacy Policy', href: '/privacy-policy' },
  terms: { label: 'Terms of Use', href: '/terms-of-use' },
  copyright: { label: 'Copyright Policy', href: '/copyright-policy' },
  hyperlinking: { label: 'Hyperlinking Policy', href: '/hyperlinking-policy' },
  accessibility: { label: 'Accessibility Statement', href: '/accessibility-statement' },
} satisfies Record<string, Page>

const P = PAGES

export type NavLink = Page | { label: string; download: 'holidayList' | 'academicCalendar' }
export type NavGroup = { label: string; links: NavLink[] }

export const MENU: (NavGroup | Page)[] = [
  P.home,
  { label: 'School', links: [P.about, P.principal, P.faculty, P.infrastructure, P.disclosure, P.summit] },
  {
    label: 'Academics',
    links: [
      P.syllabus,
      P.exams,
      P.activities,
      P.council,
      P.newsletters,
      { label: 'Holiday List', download: 'holidayList' },
      { label: 'Academic Calendar', download: 'academicCalendar' },
    ],
  },
  { label: 'Achievements', links: [P.toppersXII, P.toppersX] },
  { label: 'Admission', links: [P.admission, P.uniform, P.timing, P.tc] },
  { label: 'Gallery', links: [P.gallery, P.media, P.news, P.events] },
  P.contact,
]

export const FOOTER_LINKS: Page[] = [P.about, P.admission, P.disclosure, P.tc, P.notices, P.pphelp, P.erp, P.sitemap]

/** The footer's second list (GIGW 3.0): the policy pages (lib/policies) and the feedback form. */
export const FOOTER_POLICY_LINKS: Page[] = [P.privacy, P.terms, P.copyright, P.hyperlinking, P.accessibility, P.feedback]

/** Below this width (inclusive) the menu collapses behind its toggle. */
export const MENU_BREAKPOINT_PX = 1293

/** The sitemap's groups; together they cover every page in PAGES. */
export const SITEMAP: { label: string; links: Page[] }[] = [
  { label: 'Home', links: [P.home] },
  { label: 'School', links: [P.about, P.principal, P.faculty, P.infrastructure, P.timing, P.uniform] },
  { label: 'Academics', links: [P.syllabus, P.exams, P.activities, P.council] },
  { label: 'Achievement', links: [P.toppersXII, P.toppersX] },
  { label: 'Admission', links: [P.admission, P.tc] },
  { label: 'Gallery', links: [P.gallery, P.media] },
  {
    label: 'Information',
    links: [
      P.news,
      P.events,
      P.newsletters,
      P.disclosure,
      P.summit,
      P.pphelp,
      P.erp,
      P.privacy,
      P.terms,
      P.copyright,
      P.hyperlinking,
      P.accessibility,
    ],
  },
  { label: 'Contact', links: [P.contact, P.feedback, P.notices, P.sitemap] },
]

/** The list page of a content type with a listing of its own (src/content/listing) that has something published: the menu group it joins. */
export type ListedLink = Page & { group: string }

/** The menu with each listed type's page after its group's own links (a group the menu lacks: none). */
export const menuWith = (listed: readonly ListedLink[]): (NavGroup | Page)[] =>
  MENU.map((entry) => ('links' in entry ? { ...entry, links: [...entry.links, ...listed.filter((l) => l.group === entry.label)] } : entry))

/** The sitemap with each listed type's page in the group that holds the first page of its menu group (else the last group). */
export function sitemapWith(listed: readonly ListedLink[]): { label: string; links: Page[] }[] {
  const groupOf = (l: ListedLink) => {
    const menu = MENU.find((e): e is NavGroup => 'links' in e && e.label === l.group)
    const first = menu?.links.find((x): x is Page => 'href' in x)
    return SITEMAP.find((g) => first && g.links.includes(first)) ?? SITEMAP[SITEMAP.length - 1]!
  }
  return SITEMAP.map((g) => ({ ...g, links: [...g.links, ...listed.filter((l) => groupOf(l) === g)] }))
}
