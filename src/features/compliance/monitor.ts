/**
 * The compliance monitor's runs, one school at a time: the checks (./checks) over the school's
 * content, its last result kept in that school's `compliance-status` document (staff read their
 * own school's, nobody edits it), and an e-mail digest to the school's administrators when a
 * finding turns red that was not red in its run before (so no daily repeats). Runs daily as a
 * job for every school served, from `npm run compliance`, and from the dashboard's Check now.
 */
import type { CollectionSlug, Endpoint, GlobalConfig, Payload, PayloadRequest, TaskConfig } from 'payload'

import { isOperator, isStaff } from '@/access/roles'
import { allSchools, forSchool, schoolOfRecord, schoolOfStaff, schoolsList, schoolsOf, type SchoolEntry, type SchoolGate } from '@/tenancy'
import { env } from '@/env'
import { dayAndTime } from '@/fields'
import { bySeverity, digestEmail, newlyRed, parseFindings, type Finding } from '@/features/compliance/rules'
import { schoolSender } from '@/lib/mailSender'
import { mailFrom } from '@/email/smtp'
import { runChecks, type Check } from './checks'

export const COMPLIANCE_STATUS = 'compliance-status'
const STATUS = COMPLIANCE_STATUS as CollectionSlug

type Account = Parameters<typeof schoolsOf>[0]

/**
 * Each school's last result: written as a global, kept as one document per school as the pages
 * are (src/tenancy/pages.ts), read-only in the admin (only the monitor writes it).
 * Staff read their own schools' (the school access rules), an operator every school's.
 */
export const ComplianceStatus: GlobalConfig = {
  slug: COMPLIANCE_STATUS,
  label: 'Compliance monitor (last check)',
  access: { read: ({ req }) => isStaff(req.user as Account), update: () => false },
  admin: { group: 'Settings', hideAPIURL: true, description: 'Written by the daily check; the dashboard shows what it found.' },
  fields: [
    { name: 'checkedAt', label: 'Last checked', type: 'date', admin: { readOnly: true, date: dayAndTime } },
    { name: 'findings', type: 'json', admin: { readOnly: true } },
    // What an operator's summary of every school reads, without each school's whole list.
    { name: 'red', label: 'To fix now', type: 'number', admin: { readOnly: true } },
    { name: 'amber', label: 'To review', type: 'number', admin: { readOnly: true } },
    { name: 'worst', label: 'Worst finding', type: 'text', admin: { readOnly: true } },
    {
      name: 'lastDigestAt',
      label: 'Last e-mail to administrators',
      type: 'date',
      admin: { readOnly: true, date: dayAndTime },
    },
  ],
}

export type ComplianceStatusData = { checkedAt: string | null; findings: Finding[]; lastDigestAt: string | null }

/** A school's last result, as it is kept: none yet reads as never checked. */
export async function readComplianceStatus(payload: Payload, school: number): Promise<ComplianceStatusData> {
  const within = await gateOf(payload, school)
  const doc = (within ? await within.page(STATUS, { depth: 0 }) : {}) as unknown as Record<string, unknown>
  return {
    checkedAt: typeof doc.checkedAt === 'string' ? doc.checkedAt : null,
    findings: parseFindings(doc.findings),
    lastDigestAt: typeof doc.lastDigestAt === 'string' ? doc.lastDigestAt : null,
  }
}

/** The gate (src/tenancy) of a school by its id; null when there is no such school. */
async function gateOf(payload: Payload, school: number): Promise<SchoolGate | null> {
  const decided = await schoolOfRecord(payload, school)
  return decided ? forSchool(payload, decided) : null
}

/** A school's last result in brief: how many to fix and to review, and the first of the worst. */
export type ComplianceSummary = { school: SchoolEntry; checkedAt: string | null; red: number; amber: number; worst: string | null }

/** The summaries of these schools, in their order: one read of their records' counts, not their lists. */
export async function complianceSummaries(payload: Payload, schools: SchoolEntry[]): Promise<ComplianceSummary[]> {
  if (!schools.length) return []
  const { docs } = await allSchools(payload, 'compliance monitor').find({
    collection: STATUS,
    where: { school: { in: schools.map((s) => s.id) } },
    depth: 0,
    limit: 0,
    pagination: false,
    select: { school: true, checkedAt: true, red: true, amber: true, worst: true },
  } as never)
  const bySchool = new Map((docs as unknown as Record<string, unknown>[]).map((d) => [d.school, d]))
  return schools.map((school) => {
    const d = bySchool.get(school.id)
    const count = (v: unknown) => (typeof v === 'number' ? v : 0)
    return {
      school,
      checkedAt: typeof d?.checkedAt === 'string' ? d.checkedAt : null,
      red: count(d?.red),
      amber: count(d?.amber),
      worst: typeof d?.worst === 'string' && d.worst ? d.worst : null,
    }
  })
}

/** Whether an account may see a school's findings and check it: its staff, or an operator. */
export function seesCompliance(user: Account, school: number): boolean {
  if (!isStaff(user)) return false
  return isOperator(user) || schoolsOf(user).includes(school)
}

/** The schools whose findings an account sees: every school for an operator, else the ones it works for. */
export async function schoolsSeen(payload: Payload, user: Account): Promise<SchoolEntry[]> {
  if (!isStaff(user)) return []
  const schools = await schoolsList(payload)
  return schools.filter((s) => seesCompliance(user, s.id))
}

/**
 * The school a staff member works in for the monitor: the one chosen in the admin's school
 * switch (when they may), else the only one they see. Null when they see several and chose none.
 */
export async function workingSchool(payload: Payload, req: Pick<PayloadRequest, 'headers' | 'user'>): Promise<SchoolEntry | null> {
  const seen = await schoolsSeen(payload, req.user as Account)
  const chosen = (await schoolOfStaff({ payload, user: req.user, headers: req.headers }))?.id
  return seen.find((s) => s.id === chosen) ?? (seen.length === 1 ? seen[0]! : null)
}

/** A school's administrators' e-mail addresses. */
async function adminAddresses(school: SchoolGate): Promise<string[]> {
  const { docs } = await school.find({
    collection: 'users',
    where: { role: { equals: 'admin' } },
    depth: 0,
    pagination: false,
    select: { email: true },
  } as never)
  return (docs as unknown as { email?: string }[]).map((u) => u.email).filter((e): e is string => typeof e === 'string' && e.includes('@'))
}

export type ComplianceRun = { findings: Finding[]; newlyRed: Finding[]; emailed: string[] }

type RunOptions = { today?: Date; checks?: Check[] }

/**
 * Checks one school, records its result, and e-mails the digest to its administrators when a
 * red finding is new since its previous run.
 */
async function runOnce(payload: Payload, school: Pick<SchoolEntry, 'id' | 'name'>, options: RunOptions): Promise<ComplianceRun> {
  const today = options.today ?? new Date()
  const within = await gateOf(payload, school.id)
  if (!within) throw new Error(`No school has the id ${school.id}.`)
  const previous = await readComplianceStatus(payload, school.id)
  const findings = await runChecks(payload, { ...options, school: school.id, today })
  const fresh = newlyRed(previous.findings, findings)
  let emailed: string[] = []
  if (fresh.length) {
    emailed = await adminAddresses(within)
    // From the school it is about, by name (src/lib/mailSender); the links lead to the admin.
    const from = schoolSender(school.name, mailFrom(payload))
    const mail = digestEmail(findings, env().publicOrigin, fresh)
    for (const to of emailed) await payload.sendEmail({ to, from, ...mail })
  }
  const { red, amber } = bySeverity(findings)
  await within.savePage(STATUS, {
    checkedAt: today.toISOString(),
    findings,
    red: red.length,
    amber: amber.length,
    worst: (red[0] ?? amber[0])?.message ?? null,
    ...(emailed.length ? { lastDigestAt: today.toISOString() } : {}),
  })
  return { findings, newlyRed: fresh, emailed }
}

/** Checks under way in this process, by school: a second Check now of a school waits for the first (and gets its result). */
const running = new Map<number, Promise<ComplianceRun>>()

/** Checks one school (see runOnce); at most one check of a school at a time in this process. */
export function runComplianceMonitor(payload: Payload, school: Pick<SchoolEntry, 'id' | 'name'>, options: RunOptions = {}): Promise<ComplianceRun> {
  const under = running.get(school.id)
  if (under) return under
  const run = runOnce(payload, school, options).finally(() => running.delete(school.id))
  running.set(school.id, run)
  return run
}

type SchoolRun = { school: SchoolEntry } & ({ run: ComplianceRun } | { error: string })

/**
 * Checks every school served (suspended ones are not), one after the other: one school's content
 * is held at a time, so the run's memory is the largest school's and its time the sum of each
 * school's. A school whose check cannot run is logged and the next one is checked.
 */
async function runComplianceForEverySchool(payload: Payload, options: RunOptions = {}): Promise<SchoolRun[]> {
  const out: SchoolRun[] = []
  for (const school of (await schoolsList(payload)).filter((s) => s.status === 'active')) {
    try {
      out.push({ school, run: await runComplianceMonitor(payload, school, options) })
    } catch (err) {
      payload.logger.error({ err, school: school.code }, 'The compliance check of a school could not run')
      out.push({ school, error: err instanceof Error ? err.message : String(err) })
    }
  }
  return out
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
    const runs = await runComplianceForEverySchool(req.payload)
    const done = runs.flatMap((r) => ('run' in r ? [r.run] : []))
    const sum = (f: (r: ComplianceRun) => number) => done.reduce((n, r) => n + f(r), 0)
    return {
      output: {
        schools: runs.length,
        failed: runs.length - done.length,
        findings: sum((r) => r.findings.length),
        newlyRed: sum((r) => r.newlyRed.length),
        emailed: sum((r) => r.emailed.length),
      },
    }
  },
}

const refusal = (status: number, message: string, path?: string) =>
  Response.json({ errors: [{ message, ...(path ? { data: { errors: [{ path, message }] } } : {}) }] }, { status })

/**
 * The dashboard's "Check now" (a plain form, so it works without JavaScript): checks the school
 * the form names (`?school=<id>`, from an operator's summary of every school), else the one the
 * staff member works in (`workingSchool` above), then back to the dashboard.
 */
export const checkNowEndpoint: Endpoint = {
  path: '/compliance/check',
  method: 'post',
  handler: async (req) => {
    const user = req.user as Account
    if (!isStaff(user)) return refusal(403, 'Sign in as staff to run the compliance check.')
    const named = req.searchParams?.get('school')
    let school: SchoolEntry | null
    if (named !== null && named !== undefined) {
      if (!/^\d{1,12}$/.test(named)) return refusal(400, 'school: give the number of a school (as the dashboard’s form does).', 'school')
      const id = Number(named)
      if (!seesCompliance(user, id)) return refusal(403, 'You can check only the schools you work for.')
      school = (await schoolsList(req.payload)).find((s) => s.id === id) ?? null
      if (!school) return refusal(404, 'No school has that number.')
    } else {
      school = await workingSchool(req.payload, req)
      if (!school) return refusal(400, 'school: choose the school to check with the school switch at the top of the menu.', 'school')
    }
    await runComplianceMonitor(req.payload, school)
    return new Response(null, { status: 303, headers: { location: '/admin#compliance' } })
  },
}
