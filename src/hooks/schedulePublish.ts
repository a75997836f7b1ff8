/**
 * Scheduled publishing refuses a time that has already passed, on the server (src/lib/schedule
 * holds the rule). Payload (3.90) would queue such a schedule and its job runner would then
 * publish the item within seconds, while the drawer said "Scheduled successfully".
 *
 * Two guards:
 * - the admin's "schedule-publish" server function (what the schedule drawer calls) answers a
 *   past or missing time with the reason and queues nothing (app/(payload)/layout.tsx uses it);
 * - the `schedulePublish` task itself does not carry out a schedule that was queued for a time
 *   already past when it was queued, however it got into the jobs table (the job ends with that
 *   error instead). Payload's jobs collection takes no writes through the REST API at all.
 */
import { canAccessAdmin, type SanitizedConfig, type ServerFunction, type TaskConfig } from 'payload'
import { schedulePublishHandler, type SchedulePublishHandlerArgs } from '@payloadcms/ui/utilities/schedulePublishHandler'

import { scheduledForThePast, scheduleProblem } from '@/lib/schedule'
import { allSchools, mayOpen } from '@/tenancy'
import { publishingHeld } from '@/features/approvals/hold'
import { HELD_MESSAGE } from '@/features/approvals/rules'
import { recordSchedule } from '@/features/audit/schedule'
import { SCHEDULE_UNCONFIRMED, scheduleNeedsConfirmation } from '@/features/notices/confirm'

export const SCHEDULE_TASK = 'schedulePublish'

const NO_SUCH_SCHEDULE = 'This schedule is not there any more, or is not yours to cancel.'

/** What the drawer gets back: `message` when scheduled (or deleted), `error` with the reason otherwise. */
export type ScheduleResult = { message: string } | { error: string }

/** The admin's "schedule-publish" server function, refusing a time that is not in the future. */
export const schedulePublishServerFunction: ServerFunction<SchedulePublishHandlerArgs, Promise<ScheduleResult>> = async (args) => {
  const { req, deleteID } = args
  await canAccessAdmin({ req })
  if (deleteID !== undefined && deleteID !== null && deleteID !== '') {
    // Only the deletion, and only of a schedule for a document this person may open (the jobs
    // hold every school's): Payload's handler would delete any, and queue an empty schedule after.
    const jobs = allSchools(req.payload, 'jobs', req)
    const job = await jobs.findByID({ collection: 'payload-jobs', id: deleteID, depth: 0, disableErrors: true })
    const doc = (job?.input as { doc?: { relationTo?: unknown; value?: unknown } } | undefined)?.doc
    const mine = job?.taskSlug === SCHEDULE_TASK && typeof doc?.relationTo === 'string' && (typeof doc.value === 'number' || typeof doc.value === 'string')
    if (!job || !mine || !(await mayOpen(req, doc.relationTo as string, doc.value as number | string))) return { error: NO_SUCH_SCHEDULE }
    await jobs.delete({ collection: 'payload-jobs', id: job.id })
    await recordSchedule(req, { collection: doc.relationTo as string, id: doc.value as number | string }, 'cancelled', job.waitUntil ?? null)
    return { message: req.i18n.t('general:deletedSuccessfully') }
  }
  const type = args.type === 'unpublish' ? 'unpublish' : 'publish'
  const problem = scheduleProblem(args.date, new Date(), type)
  if (problem) return { error: problem }
  // Only a document this person may open (Payload's handler queues whatever it is given).
  if (!args.doc || !(await mayOpen(req, args.doc.relationTo, args.doc.value))) return { error: 'Nothing to schedule: open the item to publish first.' }
  // Where the school requires approvals, an editor's publish waits for a reviewer, scheduled or not (src/features/approvals).
  if (type === 'publish' && (await publishingHeld(req, args.doc.relationTo, args.doc.value))) return { error: HELD_MESSAGE }
  // A publish that will notify parents carries its confirmation from now (src/features/notices/confirm.ts).
  if (type === 'publish' && (await scheduleNeedsConfirmation(req, args.doc.relationTo, args.doc.value))) return { error: SCHEDULE_UNCONFIRMED }
  const date = args.date instanceof Date ? args.date : new Date(args.date as unknown as string)
  const result = (await schedulePublishHandler({ ...args, type, date })) as ScheduleResult
  if ('message' in result) await recordSchedule(req, { collection: args.doc.relationTo, id: args.doc.value }, type, date.toISOString())
  return result
}

type Job = { id?: number | string; waitUntil?: string | null; createdAt?: string | null }

/**
 * Wraps the `schedulePublish` task Payload adds to the sanitized config, so a schedule queued
 * for a time already past when it was queued ends with an error instead of publishing.
 */
export function guardScheduledPublishing(config: SanitizedConfig): SanitizedConfig {
  const tasks = (config.jobs?.tasks ?? []) as TaskConfig[]
  const task = tasks.find((t) => t.slug === SCHEDULE_TASK)
  if (!task || typeof task.handler !== 'function') return config
  const handler = task.handler
  task.handler = (args) => {
    const job = args.job as Job
    if (scheduledForThePast(job)) {
      throw new Error(
        `Not carried out: this schedule was made for ${job.waitUntil}, a time that had already passed when it was made (${job.createdAt}).`,
      )
    }
    return handler(args)
  }
  return config
}
