/**
 * Payload's job queue is the deployment's, not a school's: its jobs carry every school's inputs,
 * and running it out of turn bypasses the one-instance-per-tick claim and the schedules' own pace
 * (payload.config `jobs`). The server runs it in process, where Payload checks no access (its
 * autoRun, `payload.jobs.run`, `handleSchedules`); through the API only a vendor operator may:
 *
 * - `/cms-api/payload-jobs/run` and `/cms-api/payload-jobs/handle-schedules` (and queueing or
 *   cancelling through the Local API with `overrideAccess: false`): `operatorsRunJobs`;
 * - the jobs' stats (the `payload-jobs-stats` global: task names and when each last ran):
 *   `operatorsReadJobStats`.
 *
 * The jobs themselves (`payload-jobs`) stay closed to every API, as Payload makes them.
 */
import { Forbidden, type RunJobAccess, type SanitizedConfig } from 'payload'

import { operators } from './index'
import { isOperator } from './roles'

/**
 * Operators only. Anyone else is refused 403 in Payload's error shape, as a closed collection
 * is: Payload's job endpoints answer a refusal with a bare 401, which would tell a signed-in
 * editor to sign in.
 */
export const operatorsRunJobs: RunJobAccess = ({ req }) => {
  if (isOperator(req.user)) return true
  throw new Forbidden(req.t)
}

const JOB_STATS = 'payload-jobs-stats'

/** The jobs' stats global, which Payload adds while it sanitizes (open to any signed-in account), read and changed by operators only. */
export function operatorsReadJobStats(config: SanitizedConfig): SanitizedConfig {
  for (const global of config.globals) {
    if (global.slug !== JOB_STATS) continue
    global.access = { ...global.access, read: operators, readVersions: operators, update: operators }
  }
  return config
}
