/**
 * The notices sender of a serving instance (src/features/notices/sender.ts), in a process of
 * its own that src/server/serve.ts starts when the instance runs jobs (RUN_JOBS=1) and there
 * is something to send (docs/decisions/0015-notices-sender-on-demand.md): sending thousands
 * of messages is steady work (encryption, a database write each) that would otherwise share
 * one thread with the pages, and parents reading /news while a notice goes out must not wait
 * behind it (docs/decisions/0014-notices.md).
 *
 * It ends once it has had nothing to send for a while (exit code 0; its memory goes back), and
 * with its instance: when the serving process goes (even killed), the channel between them
 * closes and this process exits; on SIGTERM it finishes the message under way first.
 */
import { NOTICES_SWEEP } from '../src/server/noticesSender'

// The serving process is gone (stopped, crashed or killed): so is this one, at once. Listened
// for before anything else, and checked again once started, so no sender outlives its server.
process.once('disconnect', () => process.exit(0))
if (!process.connected) process.exit(0)
// Keeps this process alive whatever the database driver holds.
const keepAlive = setInterval(() => {}, 60_000)

const { connectSharedState } = await import('../src/server/sharedState')
const { loadEnv } = await import('../src/env')
const { getPayload } = await import('payload')

const env = loadEnv()
// The rate limit on e-mail is shared with the other instances through Redis, when there is one.
const shared = env.REDIS_URL
  ? await connectSharedState({ url: env.REDIS_URL, prefix: env.REDIS_PREFIX, subscribe: false, log: (m) => console.error(m) })
  : null
const { default: config } = await import('../src/payload.config')
const { startNoticeSender, stopNoticeSender } = await import('../src/features/notices/sender')
const payload = await getPayload({ config })

let stopping = false
const stop = async () => {
  if (stopping) return
  stopping = true
  await stopNoticeSender()
  await shared?.close()
  clearInterval(keepAlive)
  process.exit(0)
}
process.once('SIGTERM', () => void stop())
process.once('SIGINT', () => void stop())
if (!process.connected) process.exit(0)
// Nothing more to send: this process ends, and the server starts another when there is.
startNoticeSender(payload, { sweepNow: process.env[NOTICES_SWEEP] === '1', onIdle: () => void stop() })
payload.logger.debug('Notices sender started')

export {}
