/**
 * The compliance monitor on the admin dashboard (server component): the last check's
 * findings, red (fix now) above amber (review), each linking to where staff fix it; "All
 * clear" when there are none. "Check now" is a plain form, so it works without JavaScript.
 */
import type { Payload } from 'payload'

import type { Role } from '@/access/roles'
import { readComplianceStatus, seesCompliance } from '@/compliance/monitor'
import { bySeverity, type Finding } from '@/lib/compliance'

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
  const m = /^\/admin\/(collections|globals)\/([^/?#]+)/.exec(finding.href ?? '')
  if (!m || !permissions) return true
  return Boolean(permissions[m[1] as 'collections' | 'globals']?.[m[2]!]?.update)
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
  // The monitored school's staff and operators (src/compliance/monitor).
  if (!(await seesCompliance(payload, user ?? null))) return null
  const status = await readComplianceStatus(payload)
  const { red, amber } = bySeverity(status.findings.filter((f) => canFix(f, permissions)))
  return (
    <section id="compliance" aria-labelledby="compliance-heading" style={{ marginBottom: '2rem' }}>
      <h2 id="compliance-heading" style={{ marginBottom: '0.25rem' }}>
        Compliance monitor
      </h2>
      <p style={{ margin: 0 }}>
        {status.checkedAt ? `Last checked ${when.format(new Date(status.checkedAt))} (India time). ` : 'Not checked yet. '}
        The site is checked every morning.
      </p>
      {status.checkedAt && !red.length && !amber.length ? <p style={{ fontWeight: 600 }}>All clear: nothing to fix or review.</p> : null}
      <Group title="Fix now" findings={red} tone="red" />
      <Group title="To review" findings={amber} tone="amber" />
      <form method="post" action={`${payload.config.routes.api}/compliance/check`} style={{ marginTop: '1rem' }}>
        <button type="submit" className="btn btn--style-secondary btn--size-small" style={{ margin: 0 }}>
          Check now
        </button>
      </form>
    </section>
  )
}
