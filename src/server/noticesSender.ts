/**
 * The serving process and its notices sender (docs/decisions/0015-notices-sender-on-demand.md):
 * the sender is a process of its own that the server (src/server/serve.ts) starts only while
 * there is something to send, and that ends once there is not. Two hooks join the server to
 * the app inside it, kept on globalThis (every bundle of the process has its own copy of this
 * module):
 * - `wake`, set by the server: start the sender now, if it is not running (a notice was just
 *   queued here);
 * - `due`, set by the app once its Payload has started (src/payload.config.ts): whether the
 *   queue has anything for a sender now (src/features/notices/queue.ts `somethingToSend`).
 */
const KEY = Symbol.for('school-site.notices-sender')
type Hooks = { wake?: () => void; due?: () => Promise<boolean> }

export const noticesSenderHooks = (): Hooks => ((globalThis as Record<symbol, Hooks>)[KEY] ??= {})

/** Starts this instance's notices sender, when this process runs one and it is not running. */
export const wakeNoticesSender = () => noticesSenderHooks().wake?.()

/** Whether this process starts a notices sender (a server with RUN_JOBS): work it can leave to one. */
export const runsNoticesSender = () => Boolean(noticesSenderHooks().wake)

/** Set in the environment of a sender that is to sweep as it starts (erase subscriptions never confirmed, prune the queue). */
export const NOTICES_SWEEP = 'SCHOOL_SITE_NOTICES_SWEEP'
