/**
 * The audit log's rules (docs/security.md, "Audit log"): which kinds of event there are, what a
 * content save is (a publish, an unpublish, a move to the Trash …), the CSV's lines, how long
 * events are kept, and who may sign whose sessions out. Pure: no Payload, no React.
 */

/**
 * Every kind of event the log records. Other features record theirs with `recordAudit`
 * (./record.ts), naming one of these; a kind added here is a choice in the admin's filter and a
 * column value of the CSV with nothing else written (but the migration: it is a select's option).
 */
export const AUDIT_KINDS = [
  { value: 'sign-in', label: 'Signed in' },
  { value: 'sign-in-failed', label: 'Sign-in failed' },
  { value: 'sign-out', label: 'Signed out' },
  { value: 'sessions-revoked', label: 'Sessions signed out' },
  { value: 'password-change', label: 'Password changed' },
  { value: 'two-factor-change', label: 'Two-factor changed' },
  { value: 'email-change', label: 'E-mail changed' },
  { value: 'role-change', label: 'Role changed' },
  { value: 'school-change', label: 'Schools changed' },
  { value: 'publish', label: 'Published' },
  { value: 'unpublish', label: 'Unpublished' },
  { value: 'schedule', label: 'Scheduled' },
  { value: 'delete', label: 'Deleted' },
  { value: 'restore', label: 'Restored' },
  { value: 'consent-change', label: 'Consent changed' },
  { value: 'export', label: 'Exported' },
  { value: 'subscriber-download', label: 'Subscribers downloaded' },
  { value: 'roster-import', label: 'Class roster imported' },
  { value: 'application-view', label: 'Application opened' },
] as const

export type AuditKind = (typeof AUDIT_KINDS)[number]['value']

/** How a person signed in (two-factor and a school's own sign-in add theirs). */
export const SIGN_IN_METHODS = [
  { value: 'password', label: 'Password' },
  { value: 'totp', label: 'Authenticator app' },
  { value: 'recovery-code', label: 'Recovery code' },
  { value: 'passkey', label: 'Passkey' },
  { value: 'oidc', label: 'School’s own sign-in' },
] as const

export type SignInMethod = (typeof SIGN_IN_METHODS)[number]['value']

/** The label staff read for a kind. */
export const kindLabel = (kind: string): string => AUDIT_KINDS.find((k) => k.value === kind)?.label ?? kind

/** Events are kept a year, then deleted by the daily job (./retention.ts). */
export const AUDIT_KEEP_DAYS = 365

/** The moment before which events are deleted, for a job running at `now`. */
export const keptSince = (now: Date): Date => new Date(now.getTime() - AUDIT_KEEP_DAYS * 24 * 60 * 60 * 1000)

type Status = { _status?: unknown; deletedAt?: unknown } | null | undefined

/**
 * What a save of a document was, for the log: a move to the Trash (`delete`), back out of it
 * (`restore`), a publish or an unpublish; null for what is not logged (a draft saved, a change
 * of a collection without drafts, which is its own history's). `draft`: the save was asked as
 * a draft (Payload's `draft` argument). Payload's Unpublish is a save of `_status: 'draft'`
 * that is not a draft save.
 */
export function contentChange(before: Status, after: Status, { draft, hasDrafts }: { draft: boolean; hasDrafts: boolean }): 'delete' | 'restore' | 'publish' | 'unpublish' | null {
  if (after?.deletedAt && !before?.deletedAt) return 'delete'
  if (!after?.deletedAt && before?.deletedAt) return 'restore'
  if (!hasDrafts) return null
  const savingDraft = draft && after?._status !== 'published'
  if (savingDraft) return null
  if (after?._status === 'published') return 'publish'
  if (after?._status === 'draft' && before?._status === 'published') return 'unpublish'
  return null
}

/** The browser and system a User-Agent names, in a few words ("Chrome on Windows"); the header itself when it names none known. */
export function browserOf(userAgent: string | null | undefined): string {
  const ua = (userAgent ?? '').slice(0, 500)
  if (!ua) return 'Unknown browser'
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\/|Opera/.test(ua)
      ? 'Opera'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /Chrome\/|CriOS\//.test(ua)
          ? 'Chrome'
          : /Safari\//.test(ua)
            ? 'Safari'
            : null
  const system = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad|iPod/.test(ua)
      ? 'iOS'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(ua)
          ? 'macOS'
          : /CrOS/.test(ua)
            ? 'ChromeOS'
            : /Linux/.test(ua)
              ? 'Linux'
              : null
  if (!browser && !system) return ua.slice(0, 80)
  return [browser ?? 'A browser', system ? `on ${system}` : ''].filter(Boolean).join(' ')
}

type Account = { id?: unknown; role?: string | null; schools?: number[] }

/**
 * Whether `actor` may sign `account`'s sessions out: their own always; an operator anyone's; an
 * administrator an account that is not an operator's and works only for schools the
 * administrator works for (the same rule as changing it: src/tenancy/plugin).
 */
export function maySignOut(actor: Account | null | undefined, account: Account | null | undefined): boolean {
  if (!actor || !account) return false
  if (String(actor.id) === String(account.id)) return true
  if (actor.role === 'operator') return true
  if (actor.role !== 'admin' || account.role === 'operator') return false
  const mine = new Set(actor.schools ?? [])
  const theirs = account.schools ?? []
  return theirs.length > 0 && theirs.every((id) => mine.has(id))
}

/** The CSV's columns. */
export const AUDIT_CSV_HEADER = ['When', 'Kind', 'Who', 'Account id', 'Collection', 'Document id', 'Title', 'Address', 'Method', 'Summary']

type EventRow = {
  at?: string | null
  kind?: string | null
  actorEmail?: string | null
  actorId?: string | null
  targetCollection?: string | null
  targetId?: string | null
  targetTitle?: string | null
  address?: string | null
  method?: string | null
  summary?: string | null
}

/** One event's cells, in the header's order. */
export const auditCells = (e: EventRow): unknown[] => [
  e.at,
  kindLabel(e.kind ?? ''),
  e.actorEmail,
  e.actorId,
  e.targetCollection,
  e.targetId,
  e.targetTitle,
  e.address,
  e.method,
  e.summary,
]
