/**
 * The check before a notice leaves (issue #45): beside "Notify subscribers", staff see which
 * school's parents it goes to and how many on each channel, and tick "I have checked the school
 * and the numbers". One vendor's emergency alert once went to another school's parents; the
 * school's name, the classes and the numbers side by side are what would have caught it.
 * Pure: the admin's panel (components/admin/NoticeAudience) and the server (./confirm.ts) share it.
 */

/** The tick box that confirms a notice's audience; a publish that would notify is refused without it. */
export const CONFIRM_FIELD = 'notifyConfirmed'
export const CONFIRM_LABEL = 'I have checked the school and the numbers'

/** The refusal of a publish that would notify parents without the confirmation (400, naming CONFIRM_FIELD). */
export const UNCONFIRMED_MESSAGE = `Before a notice goes to parents, check the school and the numbers beside "Notify subscribers" and tick "${CONFIRM_LABEL}". Or untick "Notify subscribers" to publish without a notice.`

/** How the sentence names each channel's people; a channel not listed is named as it is. */
const CHANNEL_WORDS: Record<string, string> = { email: 'by e-mail', push: 'by phone (push)', sms: 'by SMS', whatsapp: 'by WhatsApp' }

/** A count as Indian readers write it (1,204; 1,20,400). */
export const countText = (n: number) => Math.max(0, Math.trunc(n)).toLocaleString('en-IN')

export type Audience = {
  school: { id: number; name: string }
  /** The classes the item is for, by name, in the school's order; none: the whole school. */
  classes: { id: number; name: string }[]
  /** People per channel (every channel, 0 where none). */
  counts: Record<string, number>
  /** When the item's notice has been sent already: saving again sends nothing more. */
  sent?: { at: string; subscribers: number | null } | null
}

export const totalOf = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + (Number.isFinite(b) ? b : 0), 0)

/**
 * What the panel says, e.g. "This notice goes to parents of Kestrel Springs Residential School:
 * 1,204 by e-mail, 530 by phone (push), 12 by SMS — classes VI-A, VI-B". Channels nobody would
 * get it on are left out; when nobody would, it says so.
 */
export function audienceSentence({ school, classes, counts }: Pick<Audience, 'school' | 'classes' | 'counts'>): string {
  const whom = classes.length ? ` — ${classes.length === 1 ? 'class' : 'classes'} ${classes.map((c) => c.name).join(', ')}` : ' — the whole school'
  const parts = Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([channel, n]) => `${countText(n)} ${CHANNEL_WORDS[channel] ?? `by ${channel}`}`)
  if (!parts.length) return `No parent of ${school.name} would get this notice: none has asked for these notices${classes.length ? ' for these classes' : ''}${whom}`
  return `This notice goes to parents of ${school.name}: ${parts.join(', ')}${whom}`
}

/** The ids a query's `classes` names (`3,7`), whole numbers only, each once, at most `max`. */
export function classIdsParam(value: string | null | undefined, max: number): number[] {
  if (!value) return []
  const ids = value
    .split(',')
    .slice(0, max * 2)
    .map((s) => s.trim())
    .filter((s) => /^\d{1,12}$/.test(s))
    .map(Number)
    .filter((n) => Number.isSafeInteger(n) && n > 0)
  return [...new Set(ids)].slice(0, max)
}
