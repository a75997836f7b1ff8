/**
 * Parental consent for a child's photo and name (DPDP Act 2023: a child's personal data needs
 * a parent's or guardian's verifiable consent). The one rule, used by every public read
 * (src/access/consent), the search index and the admin's check before publishing:
 *
 * - Something tied to a consent record is public only while that consent is not withdrawn.
 * - Something showing a child that is tied to no consent record is public only while the
 *   school does not require consent (the switch in the school profile).
 *
 * A topper always names a child; an image shows one when staff tick "Shows identifiable
 * children" (or when it is a topper's photo). Pure: no Payload, no React.
 */

/** What a consent record allows to be published. */
export const CONSENT_SCOPES = [
  { label: 'Photo and name', value: 'photo-and-name' },
  { label: 'Photo only', value: 'photo' },
  { label: 'Name only', value: 'name' },
] as const
export type ConsentScope = (typeof CONSENT_SCOPES)[number]['value']

/** The school's switch, and the consent records withdrawn: all a public read needs to know. */
export type ConsentState = { required: boolean; withdrawn: readonly number[] }

/** Which kind of item: a topper (a name, maybe a photo) or an image. */
export type ChildItemKind = 'topper' | 'image'

type Id = number | string
type Ref = Id | { id: Id } | null | undefined
export type ChildItem = { consent?: Ref; showsChildren?: boolean | null }

export const consentIdOf = (ref: Ref): number | null => {
  const id = ref && typeof ref === 'object' ? ref.id : ref
  if (id === null || id === undefined || id === '') return null
  const n = Number(id)
  return Number.isInteger(n) ? n : null
}

/** Whether the item shows a child at all (a topper always does). */
const showsChild = (kind: ChildItemKind, item: ChildItem) => kind === 'topper' || item.showsChildren === true

/** Whether a visitor may see this item, by the rule above. */
export function isShownToVisitors(kind: ChildItemKind, item: ChildItem, state: ConsentState): boolean {
  const consent = consentIdOf(item.consent)
  if (consent !== null) return !state.withdrawn.includes(consent)
  return !(state.required && showsChild(kind, item))
}

/** A query condition in Payload's `where` shape (plain data, so this file stays free of Payload). */
export type WhereLike = { [key: string]: unknown }

/** The same rule as a database condition, for the access control of the public reads. */
export function shownToVisitorsWhere(kind: ChildItemKind, state: ConsentState): WhereLike {
  const notWithdrawn: WhereLike[] = state.withdrawn.length ? [{ consent: { not_in: [...state.withdrawn] } }] : []
  const tied: WhereLike = { and: [{ consent: { exists: true } }, ...notWithdrawn] }
  const untied: WhereLike[] = !state.required
    ? [{ consent: { exists: false } }]
    : kind === 'image'
      ? [{ and: [{ consent: { exists: false } }, { or: [{ showsChildren: { equals: false } }, { showsChildren: { exists: false } }] }] }]
      : []
  return { or: [tied, ...untied] }
}

export type ConsentRecordLike = { scope?: string | null; withdrawn?: boolean | null; childName?: string | null }

const covers = (scope: string | null | undefined, what: 'photo' | 'name') => scope === 'photo-and-name' || scope === what

/**
 * Why an item may not be published as it stands, or null when it may: a chosen consent must
 * be in force and cover what is shown (a topper's name, and its photo if it has one; an
 * image's photo); with the school's switch on, a child's item needs a consent record.
 */
export function consentProblem(
  kind: ChildItemKind,
  item: ChildItem & { photo?: unknown },
  record: ConsentRecordLike | null,
  required: boolean,
): string | null {
  if (consentIdOf(item.consent) === null || !record) {
    if (required && showsChild(kind, item)) {
      return kind === 'topper'
        ? "The school requires a parent's consent before a child's name or photo is published: choose the consent record for this topper under Consent record."
        : "The school requires a parent's consent before a photo of children is published: choose the consent record under Consent record (or untick Shows identifiable children)."
    }
    return null
  }
  if (record.withdrawn) return 'This consent record has been withdrawn: the child’s photo and name may no longer be published.'
  const needs: ('photo' | 'name')[] = kind === 'image' ? ['photo'] : item.photo ? ['name', 'photo'] : ['name']
  const missing = needs.filter((w) => !covers(record.scope, w))
  if (missing.length)
    return `This consent record does not cover the child’s ${missing.join(' or ')}: choose one that does, or change its scope.`
  return null
}
