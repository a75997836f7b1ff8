/**
 * The compliance monitor's runs: the checks (./checks), their last result kept in the
 * `compliance-status` global (staff read it, nobody edits it), and an e-mail digest to every
 * administrator when a finding turns red that was not red in the run before (so no daily
 * repeats). Runs daily as a job, from `npm run compliance`, and from the dashboard's Check now.
 */
import type { Endpoint, GlobalConfig, Payload, TaskConfig } from 'payload'

import { isOperator, isStaff, type Role } from '@/access/roles'
import { allSchools, forSchool, schoolsOf, type School } from '@/tenancy'
import { env } from '@/env'
import { dayAndTime } from '@/fields'
import { digestEmail, newlyRed, parseFindings, type Finding } from '@/lib/compliance'
import { schoolSender } from '@/lib/mailSender'
import { mailFrom } from '@/email/smtp'
import { monitoredSchool, runChecks, type Check } from './checks'

export const COMPLIANCE_STATUS = 'compliance-status'

/** The last run's result: read-only in the admin (only the monitor writes it). */
export const ComplianceStatus: GlobalConfig = {
  slug: COMPLIANCE_STATUS,
  label: 'Compliance monitor (last check)',
  access: { read: ({ req }) => seesCompliance(req.payload, req.user as { role?: Role | null } | null), update: () => false },
  // One for the deployment for now, not one per school (src/features/schools/pages.ts).
  custom: { deploymentWide: true },
  admin: { group: 'Settings', hideAPIURL: true, description: 'Written by the daily check; the dashboard shows what it found.' },
  fields: [
    { name: 'checkedAt', label: 'Last checked', type: 'date', admin: { readOnly: true, date: dayAndTime } },
    { name: 'findings', type: 'json', admin: { readOnly: true } },
    {
      name: 'lastDigestAt',
      label: 'Last e-mail to administrators',
      type: 'date',
      admin: { readOnly: true, date: dayAndTime },
    },
  ],
}

export type ComplianceStatusData = { checkedAt: string | null; findings: Finding[]; lastDigestAt: string | null }

export async function readComplianceStatus(payload: Payload): Promise<ComplianceStatusData> {
  const doc = (await allSchools(payload, 'compliance monitor').findGlobal({ slug: COMPLIANCE_STATUS as never, depth: 0 })) as unknown as Record<
    string,
    unknown
  >
  return {
    checkedAt: typeof doc.checkedAt === 'string' ? doc.checkedAt : null,
    findings: parseFindings(doc.findings),
    lastDigestAt: typeof doc.lastDigestAt === 'string' ? doc.lastDigestAt : null,
  }
}

/** Whether an account may see the monitor's findings and run it: staff of the monitored school, or an operator. */
export async function seesCompliance(payload: Payload, user: Parameters<typeof schoolsOf>[0]): Promise<boolean> {
  if (!isStaff(user)) return false
  if (isOperator(user)) return true
  const school = await monitoredSchool(payload)
  return school !== null && schoolsOf(user).includes(school.id)
}

/** The school's administrators' e-mail addresses. */
async function adminAddresses(payload: Payload, school: School): Promise<string[]> {
  const { docs } = await forSchool(payload, school).find({
    collection: 'users',
    where: { role: { equals: 'admin' } },
    depth: 0,
    pagination: false,
    select: { email: true },
  } as never)
  return (docs as unknown as { email?: string }[]).map((u) => u.email).filter((e): e is string => typeof e === 'string' && e.includes('@'))
}

export type ComplianceRun = { findings: Finding[]; newlyRed: Finding[]; emailed: string[] }

/**
 * Runs the checks, records the result, and e-mails the digest to every administrator when a
 * red finding is new since the previous run.
 */
export async function runComplianceMonitor(payload: Payload, options: { today?: Date; checks?: Check[] } = {}): Promise<ComplianceRun> {
  const today = options.today ?? new Date()
  const previous = await readComplianceStatus(payload)
  const findings = await runChecks(payload, { ...options, today })
  const fresh = newlyRed(previous.findings, findings)
  let emailed: string[] = []
  const school = fresh.length ? await monitoredSchool(payload) : null
  if (school) {
    emailed = await adminAddresses(payload, school)
    // From the school it is about, by name (src/lib/mailSender).
    const from = schoolSender(school.name, mailFrom(payload))
    const mail = digestEmail(findings, env().publicOrigin, fresh)
    for (const to of emailed) await payload.sendEmail({ to, from, ...mail })
  }
  await allSchools(payload, 'compliance monitor').updateGlobal({
    slug: COMPLIANCE_STATUS as never,
    data: { checkedAt: today.toISOString(), findings, ...(emailed.length ? { lastDigestAt: today.toISOString() } : {}) } as never,
  })
  return { findings, newlyRed: fresh, emailed }
}

/**
 * The daily job: queued by Payload's scheduler every morning at 01:30 server time (07:00 in
 * India on a server on UTC: the scheduler uses the server's time zone) and run by the
 * serving process's job runner (payload.config `jobs`).
 */
export const complianceTask: TaskConfig = {
  slug: 'complianceCheck',
  label: 'Compliance check',
  schedule: [{ cron: '0 30 1 * * *', queue: 'default' }],
  retries: 1,
  handler: async ({ req }) => {
    const run = await runComplianceMonitor(req.payload)
    return { output: { findings: run.findings.length, newlyRed: run.newlyRed.length, emailed: run.emailed.length } }
  },
}

/** The dashboard's "Check now" (a plain form, so it works without JavaScript): runs the monitor, then back to the dashboard. */
export const checkNowEndpoint: Endpoint = {
  path: '/compliance/check',
  method: 'post',
  handler: async (req) => {
    if (!(await seesCompliance(req.payload, req.user as { role?: Role | null } | null))) {
      return Response.json({ errors: [{ message: 'Sign in as staff to run the compliance check.' }] }, { status: 403 })
    }
    await runComplianceMonitor(req.payload)
    return new Response(null, { status: 303, headers: { location: '/admin#compliance' } })
  },
}
