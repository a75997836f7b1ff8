/**
 * State shared by several instances of the site (issue #13), through Redis when REDIS_URL is
 * set: cache invalidations published to every instance, rate limits counted once
 * (src/server/rateLimit.ts), scheduled jobs run by one instance per tick (src/server/sharedRedis.ts).
 * Without REDIS_URL nothing here runs and a single instance keeps all of it in memory.
 */
import { randomUUID } from 'node:crypto'

import type { Redis } from 'ioredis'

import { setSharedRedis, type SharedRedis } from '@/server/sharedRedis'
import { receiveInvalidation, setInvalidationRelay } from '@/server/tagCache'
import { REDIS_COMMAND_TIMEOUT_MS, REDIS_CONNECT_TIMEOUT_MS, REDIS_HEARTBEAT_MS, REDIS_SILENCE_MS } from '@/server/timeouts'

type Message = { from: string; tag: string | null }

export type SharedState = SharedRedis & {
  /** Publishes `tag` (null: everything) to the other instances; resolves once Redis has it. */
  publish(tag: string | null): Promise<void>
  close(): Promise<void>
}

/**
 * Connects to Redis and, when `subscribe` (a serving instance), applies the invalidations other
 * instances publish and relays this process's own. Rejects, naming the address, when Redis does
 * not answer: a site configured for several instances must not start as if it were alone.
 */
export async function connectSharedState({
  url,
  prefix,
  subscribe,
  log = (message: string) => console.error(message),
}: {
  url: string
  prefix: string
  subscribe: boolean
  /** Where errors go (the server's JSON log). */
  log?: (message: string) => void
}): Promise<SharedState> {
  // Loaded only here: a single instance never holds Redis's client in memory.
  const { Redis } = await import('ioredis')
  const instance = randomUUID()
  // Every command, the ready check included, has a deadline (src/server/timeouts.ts): a Redis
  // that is frozen rather than gone (its connection open, nothing answering) fails a command
  // after REDIS_COMMAND_TIMEOUT_MS, and its caller falls back, instead of waiting until it wakes.
  const options = {
    lazyConnect: true,
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  } as const
  const redis = new Redis(url, options)
  const where = redactedUrl(url)
  redis.on('error', (err: Error) => log(`Redis at ${where}: ${err.message}`))
  const heartbeats = [heartbeat(redis, () => log(`Redis at ${where} does not answer; going without it until it does`))]
  try {
    await redis.connect()
  } catch (err) {
    for (const stop of heartbeats) stop()
    redis.disconnect()
    throw new Error(`REDIS_URL is set, but Redis at ${where} does not answer (${(err as Error).message}).`)
  }
  const channel = `${prefix}invalidate`
  let subscriber: Redis | null = null
  if (subscribe) {
    subscriber = new Redis(url, { ...options, enableOfflineQueue: true })
    subscriber.on('error', () => {})
    let lost = false
    subscriber.on('close', () => (lost = true))
    subscriber.on('ready', () => {
      // Messages published while this instance was cut off are lost: forget everything once.
      if (lost) receiveInvalidation(null)
      lost = false
    })
    subscriber.on('message', (_channel: string, raw: string) => {
      let message: Message
      try {
        message = JSON.parse(raw) as Message
      } catch {
        return
      }
      if (message.from !== instance) receiveInvalidation(typeof message.tag === 'string' ? message.tag : null)
    })
    // A frozen Redis closes nothing: what other instances publish meanwhile is lost all the
    // same. The heartbeat drops the connection, so that when it is made again (Redis answers)
    // everything is forgotten, as above.
    heartbeats.push(heartbeat(subscriber))
    await subscriber.connect()
    await subscriber.subscribe(channel)
  }
  const publish = async (tag: string | null) => {
    await redis.publish(channel, JSON.stringify({ from: instance, tag } satisfies Message))
  }
  setSharedRedis({ redis, prefix, instance })
  setInvalidationRelay((tag) => {
    publish(tag).catch((err: Error) => log(`Could not tell the other instances about a change: ${err.message}`))
  })
  return {
    redis,
    prefix,
    instance,
    publish,
    async close() {
      for (const stop of heartbeats) stop()
      setInvalidationRelay(null)
      setSharedRedis(null)
      await Promise.allSettled([redis.quit(), subscriber?.quit()])
    },
  }
}

/**
 * Asks Redis on `connection` every REDIS_HEARTBEAT_MS whether it answers (PING), and drops the
 * connection when it is ready yet has heard nothing from Redis (a reply, a message) for
 * REDIS_SILENCE_MS since a PING went: ioredis makes it again, and until Redis answers its ready
 * check, commands fail at once (no offline queue) and their callers fall back at once. The
 * silence is confirmed after the event loop has read what waits on its sockets once more: a
 * process that was too busy to read (its loop held up by renders) has heard Redis's replies by
 * then. Returns what stops it.
 */
function heartbeat(connection: Redis, onLost: () => void = () => {}): () => void {
  /** When the first PING not yet followed by a word from Redis went; null when Redis has spoken since. */
  let waitingSince: number | null = null
  const hear = () => (waitingSince = null)
  // Each connection made (the first, and each after a drop) has a socket of its own.
  connection.on('connect', () => {
    hear()
    connection.stream.on('data', hear)
  })
  /** Dropped by the heartbeat, and not ready again since (a frozen Redis takes a while to see the connection close). */
  let dropped = false
  connection.on('ready', () => {
    dropped = false
    hear()
  })
  /** Drops the connection if Redis has still said nothing since the PING sent at `since`. */
  const dropIfSilent = (since: number) => {
    if (dropped || connection.status !== 'ready' || waitingSince !== since) return
    dropped = true
    onLost()
    connection.disconnect(true)
  }
  const timer = setInterval(() => {
    if (dropped || connection.status !== 'ready') return
    waitingSince ??= Date.now()
    // Its outcome does not matter: its reply is heard on the socket, and its timeout proves nothing.
    connection.ping().catch(() => {})
    const since = waitingSince
    if (Date.now() - since < REDIS_SILENCE_MS) return
    // Silent that long, unless this process was too busy to read: judged again once the event
    // loop has read its sockets after now (its poll phase comes between a timer and the
    // immediates it schedules), when a reply Redis sent meanwhile has been heard.
    setTimeout(() => setImmediate(dropIfSilent, since), 0)
  }, REDIS_HEARTBEAT_MS)
  timer.unref()
  return () => clearInterval(timer)
}

/** The address without its password, for messages. */
function redactedUrl(url: string): string {
  try {
    const u = new URL(url)
    if (u.password) u.password = '***'
    return u.toString()
  } catch {
    return 'REDIS_URL'
  }
}
