/**
 * How long the site waits for what it depends on (issue #43): every call to Redis, the database
 * and the upload store has a bound, so that one that stops answering without going away (a
 * frozen host, a stalled disk, a network that drops packets) gives a fast fallback or a 503 with
 * Retry-After, never a visitor left waiting. Redis's bounds are fixed here, far above what a
 * working Redis takes (well under a millisecond).
 */

/** A Redis command unanswered this long fails; every caller has a fallback (src/server/sharedState.ts). */
export const REDIS_COMMAND_TIMEOUT_MS = 1_000

/** Connecting to Redis (the TCP connection; its ready check is a command, bounded above). */
export const REDIS_CONNECT_TIMEOUT_MS = 5_000

/**
 * How often each Redis connection is asked whether Redis answers (PING). After
 * REDIS_MISSED_HEARTBEATS unanswered in a row the connection is dropped and made again: until
 * Redis answers its ready check, every command fails at once and its caller falls back at once,
 * rather than after REDIS_COMMAND_TIMEOUT_MS each time.
 */
export const REDIS_HEARTBEAT_MS = 1_000
export const REDIS_MISSED_HEARTBEATS = 2

/** /healthz waits this long for each dependency's answer (both asked at once). */
export const HEALTH_CHECK_TIMEOUT_MS = 2_000
