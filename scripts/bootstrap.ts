/**
 * The start-up step of `npm start` (scripts/start.mjs runs it compiled, in a child process):
 * connecting runs the committed migrations (prodMigrations), then the first admin and, into
 * an empty database, the demo content (src/seed/bootstrap).
 */
import { getPayload } from 'payload'

import { loadEnv } from '../src/env'

const env = loadEnv()
if (env.secretGenerated) {
  console.warn(`PAYLOAD_SECRET is not set: generated one and kept it in ${env.dataDir}/.payload-secret.`)
}
if (!process.env.PAYLOAD_SECRET) {
  console.warn('Warning: set PAYLOAD_SECRET in the environment for production deployments.')
}

const { default: config } = await import('../src/payload.config')
const { bootstrap } = await import('../src/seed/bootstrap')
const payload = await getPayload({ config })
await bootstrap(payload, env)
await payload.destroy()
// A PostgreSQL pool can keep the event loop alive after destroy(); the work is done.
process.exit(0)
