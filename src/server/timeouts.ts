/**
 * How long the site waits for what it depends on (issue #43): every call to Redis, the database
 * and the upload store has a bound, so that one that stops answering without going away (a
 * frozen host, a stalled disk, a network that drops packets) gives a fast fallback or a 503 with
 * Retry-After, never a visitor left waiting. Each bound is listed, with why, in one place:
 * docs/operations.md, "Timeouts". The database's and the requests' bound is RENDER_TIMEOUT_SECONDS
 * (src/env.ts); Redis's are fixed here, far above what a working Redis takes (well under a
 * millisecond).
 */

/** A Redis command unanswered this long fails; every caller has a fallback (src/server/sharedState.ts). */
export const REDIS_COMMAND_TIMEOUT_MS = 1_000

/** Connecting to Redis (the TCP connection; its ready check is a command, bounded above). */
export const REDIS_CONNECT_TIMEOUT_MS = 5_000

/**
 * How often each Redis connection is asked whether Redis answers (PING). A connection that has
 * heard nothing from Redis for REDIS_SILENCE_MS since a PING went is dropped and made again:
 * until Redis answers its ready check, every command fails at once and its caller falls back at
 * once, rather than after REDIS_COMMAND_TIMEOUT_MS each time. Silence is judged after the process
 * has read what waits on its connections, so a process too busy to read (a crowd, a slow
 * machine) never takes a working Redis for a frozen one (dropping the subscriber's connection
 * makes the instance forget everything it cached).
 */
export const REDIS_HEARTBEAT_MS = 1_000
export const REDIS_SILENCE_MS = 2_500

/** /healthz waits this long for each dependency's answer (both asked at once). */
export const HEALTH_CHECK_TIMEOUT_MS = 2_000

const DEADLINE = Symbol.for('school-site.database-deadline')
type WithDeadline = typeof globalThis & { [DEADLINE]?: number }

/**
 * In a serving process (src/server/serve.ts, before its app starts): how long a database query,
 * or getting a connection to run one on, may take (RENDER_TIMEOUT_SECONDS). Processes that do not
 * serve requests (the start-up step's migrations, the operator's commands, backups, the notices
 * sender) set none and wait as long as their work needs (src/db/boundedPostgres.ts).
 */
export function setDatabaseDeadline(ms: number) {
  ;(globalThis as WithDeadline)[DEADLINE] = ms
}

/** The database deadline of this process, in ms, or null when it has none. */
export const databaseDeadline = (): number | null => (globalThis as WithDeadline)[DEADLINE] ?? null
