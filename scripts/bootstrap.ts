/**
 * The start-up step of `npm start` (scripts/start.mjs runs it compiled, in a child process):
 * connecting runs the committed migrations (prodMigrations), then the first admin and, into
 * an empty database, the demo content (src/seed/bootstrap). One instance at a time
 * (src/db/startupLock): several started together wait for each other.
 */
// Keeps this process alive until the work below is done: otherwise, while it waits on a
// database call that holds no event-loop handle, Node could decide nothing is left to do and
// exit with 13 ("unsettled top-level await").
const keepAlive = setInterval(() => {}, 60_000)
// Where the step was, should Node end it with 13 ("unsettled top-level await"): start.mjs runs it again.
let stage = 'reading the settings'
process.on('exit', (code) => {
  if (code === 13) console.error(`The start-up step was ${stage} when Node ended it (exit 13).`)
})

const { loadEnv } = await import('../src/env')
const { getPayload } = await import('payload')

const env = loadEnv()
if (env.secretGenerated) {
  console.warn(`PAYLOAD_SECRET is not set: generated one and kept it in ${env.dataDir}/.payload-secret.`)
}
if (!process.env.PAYLOAD_SECRET) {
  console.warn('Warning: set PAYLOAD_SECRET in the environment for production deployments.')
}

stage = 'waiting for the start-up lock'
const { takeStartupLock } = await import('../src/db/startupLock')
const release = await takeStartupLock(env)
try {
  stage = 'connecting and migrating'
  const { default: config } = await import('../src/payload.config')
  const { bootstrap } = await import('../src/seed/bootstrap')
  const payload = await getPayload({ config })
  stage = 'creating the first admin and the demo content'
  await bootstrap(payload, env)
  stage = 'closing the database'
  await payload.destroy()
} finally {
  await release()
}
clearInterval(keepAlive)
// A PostgreSQL pool can keep the event loop alive after destroy(); the work is done.
process.exit(0)

export {}
