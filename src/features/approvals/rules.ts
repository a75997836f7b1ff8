/**
 * Approvals (a school's choice): an editor's change goes live only once one of the school's
 * administrators has approved it. The rules here decide who must submit, what counts as
 * publishing, and what the reviewers' e-mail says. Pure: no Payload, no React.
 */
import { xmlEscape } from '@/lib/xml'

/** The school's settings page (one per school) and its queue of requests. */
export const APPROVAL_SETTINGS = 'approval-settings'
export const REVIEW_REQUESTS = 'review-requests'

/** The collection an emergency alert is kept in: the one a school may exempt. */
export const EMERGENCY_ALERTS = 'emergency-alerts'

export const REVIEW_STATUSES = [
  { label: 'Waiting for review', value: 'pending' },
  { label: 'Approved', value: 'approved' },
  { label: 'Returned with a comment', value: 'returned' },
] as const
export type ReviewStatus = (typeof REVIEW_STATUSES)[number]['value']

export const statusLabel = (status: string | null | undefined): string => REVIEW_STATUSES.find((s) => s.value === status)?.label ?? ''

/** What a school has chosen (Administration → Approvals). */
export type ApprovalSettingsLike = { required?: boolean | null; alertsExempt?: boolean | null }

/**
 * Whether someone in `role` must submit changes to `collection` for review instead of
 * publishing them: editors only, when the school requires approvals, except emergency alerts
 * when the school exempts them. Reviewers (administrators, and the vendor's operator, who is
 * an administrator everywhere) publish as before; so does the server's own work (no role).
 */
export function mustSubmit(role: string | null | undefined, settings: ApprovalSettingsLike, collection: string): boolean {
  if (role !== 'editor' || !settings.required) return false
  return !(collection === EMERGENCY_ALERTS && settings.alertsExempt)
}

/** Who reviews: the school's administrators (and operators). Editors never review, not even each other's work. */
export const isReviewerRole = (role: string | null | undefined): boolean => role === 'admin' || role === 'operator'

type Status = { _status?: unknown } | null | undefined

/**
 * Whether a save makes a document's content public: a new document saved as published, or a
 * save that is not a draft of a document that will be published after it (an explicit
 * "published", or no status given on a document that is published: its change goes live).
 * A draft save, and an unpublish, are not.
 */
export function isPublishing(data: Status, originalDoc: Status, operation: 'create' | 'update'): boolean {
  const status = data?._status
  if (status === 'published') return true
  if (status !== undefined && status !== null) return false
  return operation === 'update' && originalDoc?._status === 'published'
}

/** The refusal an editor gets for publishing while the school requires approvals. */
export const HELD_MESSAGE =
  'This school requires approval before anything is published: use “Submit for review”, and an administrator will publish it (or return it with a comment).'

/** A reviewer's comment when returning a change: required, a few paragraphs at most. */
export function commentProblem(comment: unknown): string | null {
  if (typeof comment !== 'string' || !comment.trim()) return 'Write a comment saying what to change.'
  if (comment.length > 2000) return 'Keep the comment to 2,000 characters.'
  return null
}

type ReviewMail = { schoolName: string; kind: string; title: string; requestedBy: string; note?: string | null; link: string; queue: string }

/** The e-mail each reviewer gets when something is submitted. */
export function reviewRequestEmail({ schoolName, kind, title, requestedBy, note, link, queue }: ReviewMail) {
  const subject = `For review: ${kind} “${title}”`
  const lines = [
    `${requestedBy} submitted a change to the ${schoolName} website for review: ${kind} “${title}”.`,
    ...(note?.trim() ? [`Their note: ${note.trim()}`] : []),
    'Compare it with what is published, then approve it (now or at a time) or return it with a comment:',
  ]
  return {
    subject,
    text: [...lines, link, '', `Everything waiting for review: ${queue}`, ''].join('\n'),
    html: [
      ...lines.map((l) => `<p>${xmlEscape(l)}</p>`),
      `<p><a href="${xmlEscape(link)}">${xmlEscape(link)}</a></p>`,
      `<p>Everything waiting for review: <a href="${xmlEscape(queue)}">${xmlEscape(queue)}</a></p>`,
    ].join('\n'),
  }
}
