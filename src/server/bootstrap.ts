/**
 * The start-up step of `npm start` (scripts/start.mjs runs it compiled, in a child process):
 * connecting runs the committed migrations (prodMigrations), then the first admin and, into
 * an empty database, the demo content (src/seed/bootstrap). One instance at a time
 * (src/db/startupLock): several started together wait for each other.
 */
// Keeps this process alive until the work below is done, whatever the database driver holds.
const keepAlive = setInterval(() => {}, 60_000)

const { loadEnv } = await import('../env')
const { getPayload } = await import('payload')

const env = loadEnv()
// A weak ADMIN_PASSWORD stops start-up, as any setting src/env.ts refuses does.
const { adminPasswordProblem } = await import('../seed/bootstrap')
const weak = await adminPasswordProblem(env)
if (weak) {
  console.error(weak)
  process.exit(1)
}
if (env.secretGenerated) {
  console.warn(`PAYLOAD_SECRET is not set: generated one and kept it in ${env.dataDir}/.payload-secret.`)
}
if (!process.env.PAYLOAD_SECRET) {
  console.warn('Warning: set PAYLOAD_SECRET in the environment for production deployments.')
}

const { takeStartupLock } = await import('../db/startupLock')
const release = await takeStartupLock(env)
try {
  const { default: config } = await import('../payload.config')
  const { bootstrap } = await import('../seed/bootstrap')
  const payload = await getPayload({ config })
  await bootstrap(payload, env)
  await payload.destroy()
} finally {
  await release()
}
clearInterval(keepAlive)
// A PostgreSQL pool can keep the event loop alive after destroy(); the work is done.
process.exit(0)

export {}
