/**
 * The compliance monitor on the admin dashboard (server component): the last check's
 * findings for the school the staff member works in (the admin's school switch, else their
 * only school), red (fix now) above amber (review), each linking to where staff fix it; "All
 * clear" when there are none. Someone who sees several schools (an operator sees every one)
 * also gets each school's summary: its counts, its worst finding, and its own Check now.
 * "Check now" is a plain form, so it works without JavaScript.
 */
import { headers } from 'next/headers'
import type { Payload, PayloadRequest } from 'payload'

import { isOperator, type Role } from '@/access/roles'
import { complianceSummaries, readComplianceStatus, schoolsSeen, workingSchool, type ComplianceSummary } from '@/features/compliance/monitor'
import { bySeverity, type Finding } from '@/features/compliance/rules'
import { adminEntryOf } from '@/lib/routes'

const when = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
})

const COLOURS = { red: 'var(--theme-error-500, #c0392b)', amber: 'var(--theme-warning-500, #b7791f)' }

function Group({ title, findings, tone }: { title: string; findings: Finding[]; tone: 'red' | 'amber' }) {
  if (!findings.length) return null
  const id = `compliance-${tone}`
  return (
    <section aria-labelledby={id} style={{ borderLeft: `4px solid ${COLOURS[tone]}`, paddingLeft: '0.75rem', marginTop: '1rem' }}>
      <h3 id={id} style={{ margin: '0 0 0.5rem' }}>
        {title} ({findings.length})
      </h3>
      <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
        {findings.map((f, i) => (
          <li key={`${f.check}-${i}`} style={{ marginBottom: '0.35rem' }}>
            {f.message}
            {f.href ? (
              <>
                {' '}
                <a href={f.href}>Fix it</a>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  )
}

type Permissions = {
  collections?: Record<string, { update?: unknown } | undefined>
  globals?: Record<string, { update?: unknown } | undefined>
}

/** Whether this staff member can open the finding's fix (an editor cannot edit the TC register or the school profile). */
function canFix(finding: Finding, permissions: Permissions | undefined): boolean {
  const entry = adminEntryOf(finding.href ?? '')
  if (!entry || !permissions) return true
  return Boolean(permissions[entry.kind]?.[entry.slug]?.update)
}

/** The request's headers (the school switch's cookie); none outside a request. */
async function requestHeaders(): Promise<Headers> {
  try {
    return (await headers()) as unknown as Headers
  } catch {
    return new Headers()
  }
}

function CheckNow({ action, label = 'Check now' }: { action: string; label?: string }) {
  return (
    <form method="post" action={action} style={{ display: 'inline' }}>
      <button type="submit" className="btn btn--style-secondary btn--size-small" style={{ margin: 0 }}>
        {label}
      </button>
    </form>
  )
}

/** Each school's counts and worst finding, those with most to fix first. */
function Schools({ title, summaries, action }: { title: string; summaries: ComplianceSummary[]; action: (school: number) => string }) {
  const sorted = [...summaries].sort((a, b) => b.red - a.red || b.amber - a.amber || a.school.name.localeCompare(b.school.name))
  return (
    <section aria-labelledby="compliance-schools" style={{ marginTop: '1.5rem' }}>
      <h3 id="compliance-schools" style={{ margin: '0 0 0.5rem' }}>
        {title} ({summaries.length})
      </h3>
      <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
        {sorted.map((s) => (
          <li key={s.school.id} style={{ marginBottom: '0.5rem' }}>
            <strong>{s.school.name}</strong>
            {s.school.status === 'active' ? '' : ' (suspended: not checked every morning)'}:{' '}
            {s.checkedAt ? (
              <>
                {s.red} to fix now, {s.amber} to review (checked {when.format(new Date(s.checkedAt))}).
                {s.worst ? <> Worst: {s.worst}</> : null}
              </>
            ) : (
              'Not checked yet.'
            )}{' '}
            <CheckNow action={action(s.school.id)} label={`Check ${s.school.name} now`} />
          </li>
        ))}
      </ul>
    </section>
  )
}

export async function CompliancePanel({
  payload,
  user,
  permissions,
}: {
  payload: Payload
  user?: { role?: Role | null } | null
  permissions?: Permissions
}) {
  // Staff see their own schools' findings, an operator every school's (src/features/compliance/monitor).
  const seen = await schoolsSeen(payload, user ?? null)
  if (!seen.length) return null
  const school = await workingSchool(payload, { headers: await requestHeaders(), user: user as PayloadRequest['user'] })
  const status = school ? await readComplianceStatus(payload, school.id) : null
  const summaries = seen.length > 1 ? await complianceSummaries(payload, seen) : []
  const { red, amber } = bySeverity((status?.findings ?? []).filter((f) => canFix(f, permissions)))
  const action = (id: number) => `${payload.config.routes.api}/compliance/check?school=${id}`
  return (
    <section id="compliance" aria-labelledby="compliance-heading" style={{ marginBottom: '2rem' }}>
      <h2 id="compliance-heading" style={{ marginBottom: '0.25rem' }}>
        Compliance monitor
      </h2>
      {school && status ? (
        <>
          <p style={{ margin: 0 }}>
            {seen.length > 1 ? <strong>{school.name}: </strong> : null}
            {status.checkedAt ? `Last checked ${when.format(new Date(status.checkedAt))} (India time). ` : 'Not checked yet. '}
            The site is checked every morning.
          </p>
          {status.checkedAt && !red.length && !amber.length ? <p style={{ fontWeight: 600 }}>All clear: nothing to fix or review.</p> : null}
          <Group title="Fix now" findings={red} tone="red" />
          <Group title="To review" findings={amber} tone="amber" />
          <div style={{ marginTop: '1rem' }}>
            <CheckNow action={action(school.id)} />
          </div>
        </>
      ) : (
        <p style={{ margin: 0 }}>Choose a school with the school switch at the top of the menu to see everything its last check found.</p>
      )}
      {summaries.length ? <Schools title={isOperator(user) ? 'Every school' : 'Your schools'} summaries={summaries} action={action} /> : null}
    </section>
  )
}
