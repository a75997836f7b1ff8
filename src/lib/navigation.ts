/**
 * The site's routes and menu. Routes are code (a page exists or not); the words a school
 * uses about itself live in the CMS. PDF entries name a field of the `downloads` global.
 */

export type NavLink = { label: string; href: string } | { label: string; download: 'holidayList' | 'academicCalendar' }
export type NavGroup = { label: string; links: NavLink[] }

export const MENU: (NavGroup | { label: string; href: string })[] = [
  { label: 'Home', href: '/' },
  {
    label: 'School',
    links: [
      { label: 'About School', href: '/about-school' },
      { label: "Principal's Message", href: '/principal-message' },
      { label: 'Faculty', href: '/faculty' },
      { label: 'Infrastructure', href: '/infrastructure' },
      { label: 'Mandatory Disclosure', href: '/mandatory-disclosure' },
      { label: 'Youth Summit 2024', href: '/ksrys' },
    ],
  },
  {
    label: 'Academics',
    links: [
      { label: 'Syllabus & Curriculum', href: '/syllabus-curriculum' },
      { label: 'Exam Schedule', href: '/exam-schedule' },
      { label: 'Activities', href: '/activities' },
      { label: 'Student Council', href: '/student-council' },
      { label: 'Newsletters', href: '/newsletters' },
      { label: 'Holiday List', download: 'holidayList' },
      { label: 'Academic Calendar', download: 'academicCalendar' },
    ],
  },
  {
    label: 'Achievements',
    links: [
      { label: 'Toppers of Std XII', href: '/toppers-xii' },
      { label: 'Toppers of Std X', href: '/toppers-x' },
    ],
  },
  {
    label: 'Admission',
    links: [
      { label: 'Admission', href: '/admission' },
      { label: 'School Uniform', href: '/school-uniform' },
      { label: 'School Timing', href: '/school-timing' },
      { label: 'Transfer Certificate', href: '/tc' },
    ],
  },
  {
    label: 'Gallery',
    links: [
      { label: 'Photo Gallery', href: '/gallery' },
      { label: 'Media Gallery', href: '/media-gallery' },
      { label: 'News', href: '/news' },
      { label: 'Events', href: '/events' },
    ],
  },
  { label: 'Contact Us', href: '/contact-us' },
]

export const FOOTER_LINKS: { label: string; href: string }[] = [
  { label: 'About School', href: '/about-school' },
  { label: 'Admission', href: '/admission' },
  { label: 'Mandatory Disclosure', href: '/mandatory-disclosure' },
  { label: 'Transfer Certificate', href: '/tc' },
  { label: 'Parent Portal Help', href: '/pphelp' },
  { label: 'ERP Software', href: '/erpsoftware' },
  { label: 'Sitemap', href: '/sitemap' },
]

/** Below this width (inclusive) the menu collapses behind its toggle. */
export const MENU_BREAKPOINT_PX = 1293

/** The sitemap's groups; together they cover every route of the site. */
export const SITEMAP: { label: string; links: { label: string; href: string }[] }[] = [
  { label: 'Home', links: [{ label: 'Home', href: '/' }] },
  {
    label: 'School',
    links: [
      { label: 'About School', href: '/about-school' },
      { label: "Principal's Message", href: '/principal-message' },
      { label: 'Faculty', href: '/faculty' },
      { label: 'Infrastructure', href: '/infrastructure' },
      { label: 'School Timing', href: '/school-timing' },
      { label: 'School Uniform', href: '/school-uniform' },
    ],
  },
  {
    label: 'Academics',
    links: [
      { label: 'Syllabus & Curriculum', href: '/syllabus-curriculum' },
      { label: 'Exam Schedule', href: '/exam-schedule' },
      { label: 'Activities', href: '/activities' },
      { label: 'Student Council', href: '/student-council' },
    ],
  },
  {
    label: 'Achievement',
    links: [
      { label: 'Toppers of Std XII', href: '/toppers-xii' },
      { label: 'Toppers of Std X', href: '/toppers-x' },
    ],
  },
  {
    label: 'Admission',
    links: [
      { label: 'Admission', href: '/admission' },
      { label: 'Transfer Certificate', href: '/tc' },
    ],
  },
  {
    label: 'Gallery',
    links: [
      { label: 'Photo Gallery', href: '/gallery' },
      { label: 'Media Gallery', href: '/media-gallery' },
    ],
  },
  {
    label: 'Information',
    links: [
      { label: 'News', href: '/news' },
      { label: 'Events', href: '/events' },
      { label: 'Newsletters', href: '/newsletters' },
      { label: 'Mandatory Disclosure', href: '/mandatory-disclosure' },
      { label: 'Youth Summit 2024', href: '/ksrys' },
      { label: 'Parent Portal Help', href: '/pphelp' },
      { label: 'ERP Software', href: '/erpsoftware' },
    ],
  },
  {
    label: 'Contact',
    links: [
      { label: 'Contact Us', href: '/contact-us' },
      { label: 'Sitemap', href: '/sitemap' },
    ],
  },
]
