/** `npm run seed`: load the demo content (idempotent) into the configured database. */
import { getPayload } from 'payload'

Object.assign(process.env, { NODE_ENV: process.env.NODE_ENV ?? 'production' })
const { default: config } = await import('../src/payload.config')
const { seed } = await import('../src/seed')
const payload = await getPayload({ config })
const { created, ms } = await seed(payload)
console.log(`Seed done: ${created} new items in ${(ms / 1000).toFixed(1)} s.`)
await payload.destroy()
// A PostgreSQL pool can keep the event loop alive after destroy(); the work is done.
process.exit(0)
