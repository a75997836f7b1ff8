/**
 * Words of the admin as school staff read them: labels in one style (sentence case), a PDF's
 * title from its file name, the admin's own phrases where Payload's would mislead. Pure
 * (the collections, globals and admin components use it; no Payload, no React).
 */

/** The end of every admin page title in the config; the admin page puts the school's name there. */
export const ADMIN_TITLE_SUFFIX = '· School website admin'

/** Words kept in capitals wherever they fall in a label. */
const ACRONYMS = new Set(['api', 'cbse', 'erp', 'faq', 'id', 'ist', 'pdf', 'prt', 'pgt', 'pta', 'rss', 'seo', 'smc', 'tc', 'tgt', 'url', 'utc'])

/**
 * A field name as a label in sentence case, the project's style: "dateOfIssue" → "Date of
 * issue", "tcNumber" → "TC number", "teachersPGT" → "Teachers PGT". (Payload's own labels
 * capitalise every word: "Date Of Issue".)
 */
export function sentenceCase(name: string): string {
  const words = name
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
  return words
    .map((w, i) => {
      if (ACRONYMS.has(w.toLowerCase()) || (w.length > 1 && w === w.toUpperCase() && /[A-Z]/.test(w))) return w.toUpperCase()
      const lower = w.toLowerCase()
      return i === 0 ? lower.charAt(0).toUpperCase() + lower.slice(1) : lower
    })
    .join(' ')
}

/** "Annual reports" → "Annual report": the singular of a sentence-case label, for a list's rows. */
export function singularOf(label: string): string {
  const words = label.split(' ')
  const last = words.pop() ?? ''
  const one = /ies$/.test(last)
    ? last.replace(/ies$/, 'y')
    : /(ss|us|is)$/.test(last)
      ? last
      : /(ches|shes|sses|xes)$/.test(last)
        ? last.replace(/es$/, '')
        : last.replace(/s$/, '')
  return [...words, one].join(' ')
}

/**
 * A document's title from its file name, for a PDF uploaded without one: the extension off,
 * dashes and underscores as spaces (a dash between digits stays: "2026-27"), the first
 * letter a capital. "fee-structure_2026-27.pdf" → "Fee structure 2026-27".
 */
export function titleFromFileName(fileName: string): string {
  const base = fileName
    .replace(/^.*[\\/]/, '')
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .replace(/[-_]+/g, (sep: string, at: number, s: string) => (sep === '-' && /\d/.test(s[at - 1] ?? '') && /\d/.test(s[at + 1] ?? '') ? '-' : ' '))
    .replace(/\s+/g, ' ')
    .trim()
  return base.charAt(0).toUpperCase() + base.slice(1)
}

/** What a staff member whose password was printed at first start is told until they change it. */
export const MUST_CHANGE_PASSWORD_MESSAGE =
  'You signed in with the password printed when the site was first started. Choose one of your own before anything else: press "Change password", type the new password twice and your current password below, then Save.'

/**
 * Payload's own phrases the school's staff would misread, in its translation keys: its
 * schedule drawer called the list of scheduled publishes "Upcoming Events", next to the
 * school's own Events; and the words a clerk reads around scheduling and passwords, in
 * the sentence case of the project's labels.
 */
export const ADMIN_TRANSLATIONS = {
  en: {
    general: {
      upcomingEvents: 'Scheduled publishing',
      noUpcomingEventsScheduled: 'Nothing is scheduled for this item.',
      schedulePublishFor: 'Schedule publishing of "{{title}}"',
    },
    version: {
      schedulePublish: 'Schedule publish',
    },
    localization: {
      localeToPublish: 'Language to publish',
    },
    authentication: {
      changePassword: 'Change password',
      confirmPassword: 'Confirm password',
      newPassword: 'New password',
    },
  },
}
