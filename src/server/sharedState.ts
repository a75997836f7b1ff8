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
import { REDIS_COMMAND_TIMEOUT_MS, REDIS_CONNECT_TIMEOUT_MS, REDIS_HEARTBEAT_MS, REDIS_MISSED_HEARTBEATS } from '@/server/timeouts'

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
 * Asks Redis on `connection` every REDIS_HEARTBEAT_MS whether it answers (PING, bounded by the
 * command timeout). After REDIS_MISSED_HEARTBEATS missed in a row on a connection that is ready,
 * the connection is dropped and made again (ioredis reconnects): until Redis answers its ready
 * check, commands fail at once (no offline queue) and their callers fall back at once. Returns
 * what stops it.
 */
function heartbeat(connection: Redis, onLost: () => void = () => {}): () => void {
  let missed = 0
  let asking = false
  /** Dropped by the heartbeat, and not ready again since (a frozen Redis takes a while to see the connection close). */
  let dropped = false
  connection.on('ready', () => (dropped = false))
  const timer = setInterval(() => {
    if (asking || dropped || connection.status !== 'ready') return
    asking = true
    connection
      .ping()
      .then(
        () => (missed = 0),
        () => {
          if (++missed < REDIS_MISSED_HEARTBEATS || dropped || connection.status !== 'ready') return
          missed = 0
          dropped = true
          onLost()
          connection.disconnect(true)
        },
      )
      .finally(() => (asking = false))
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
