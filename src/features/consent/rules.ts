/**
 * Parental consent for a child's photo and name (DPDP Act 2023: a child's personal data needs
 * a parent's or guardian's verifiable consent). The one rule, used by every public read
 * (src/features/consent/access.ts), the image files (src/data/childPhotos), the search index and the
 * admin's check before publishing:
 *
 * - A consent record allows what its scope covers (photo and name, photo only, name only),
 *   and nothing once it is withdrawn.
 * - A topper is a child's name (its photo is an image of its own): it is public only while its
 *   consent allows the name. An image is a photo: public only while its consent allows a photo.
 *   So "name only" keeps a topper on the site without its photo; "photo only" hides the topper.
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

/** What a consent may allow to be published. */
export type ConsentUse = 'photo' | 'name'

/**
 * The school's switch, and the consent records that do not allow a name or a photo now
 * (withdrawn, or a scope without it): all a public read needs to know.
 */
export type ConsentState = { required: boolean; noName: readonly number[]; noPhoto: readonly number[] }

/** Which kind of item: a topper (a name, maybe a photo) or an image. */
export type ChildItemKind = 'topper' | 'image'

/** What each kind of item publishes: a topper a child's name, an image a child's photo. */
const USE_OF: Record<ChildItemKind, ConsentUse> = { topper: 'name', image: 'photo' }

export type ConsentRecordLike = { scope?: string | null; withdrawn?: boolean | null; childName?: string | null }

const covers = (scope: string | null | undefined, what: ConsentUse) => scope === 'photo-and-name' || scope === what

/** Whether a consent record allows this now: not withdrawn, and its scope covers it. */
export const allows = (record: ConsentRecordLike, what: ConsentUse): boolean => !record.withdrawn && covers(record.scope, what)

/**
 * The state from the school's switch and consent records (any records: those allowing both
 * photo and name change nothing, so a reader may pass only the others).
 */
export function consentStateOf(required: boolean, records: readonly (ConsentRecordLike & { id: number })[]): ConsentState {
  const not = (what: ConsentUse) => records.filter((r) => !allows(r, what)).map((r) => r.id)
  return { required, noName: not('name'), noPhoto: not('photo') }
}

/** The consent records that do not allow this kind of item now. */
const refusing = (kind: ChildItemKind, state: ConsentState) => (USE_OF[kind] === 'name' ? state.noName : state.noPhoto)

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

/** Whether an image is a photo of a child, to be handled as one (never cached for long): marked so, or tied to a consent. */
export const isChildPhoto = (image: ChildItem): boolean => image.showsChildren === true || consentIdOf(image.consent) !== null

/** Whether a visitor may see this item, by the rule above. */
export function isShownToVisitors(kind: ChildItemKind, item: ChildItem, state: ConsentState): boolean {
  const consent = consentIdOf(item.consent)
  if (consent !== null) return !refusing(kind, state).includes(consent)
  return !(state.required && showsChild(kind, item))
}

/** A query condition in Payload's `where` shape (plain data, so this file stays free of Payload). */
export type WhereLike = { [key: string]: unknown }

/** The same rule as a database condition, for the access control of the public reads. */
export function shownToVisitorsWhere(kind: ChildItemKind, state: ConsentState): WhereLike {
  const refused = refusing(kind, state)
  const allowing: WhereLike[] = refused.length ? [{ consent: { not_in: [...refused] } }] : []
  const tied: WhereLike = { and: [{ consent: { exists: true } }, ...allowing] }
  const untied: WhereLike[] = !state.required
    ? [{ consent: { exists: false } }]
    : kind === 'image'
      ? [{ and: [{ consent: { exists: false } }, { or: [{ showsChildren: { equals: false } }, { showsChildren: { exists: false } }] }] }]
      : []
  return { or: [tied, ...untied] }
}

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
  const needs: ConsentUse[] = item.photo ? [USE_OF[kind], 'photo'] : [USE_OF[kind]]
  const missing = [...new Set(needs)].filter((w) => !allows(record, w))
  if (missing.length)
    return `This consent record does not cover the child’s ${missing.join(' or ')}: choose one that does, or change its scope.`
  return null
}
