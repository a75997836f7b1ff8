/**
 * A status for the page a form's post answers with: a server action renders a page, which
 * Next always answers 200, so an action that was refused by a limit notes 429 and its wait
 * here, and the server (src/server/serve.ts, where it hands a post to Next) answers the page
 * with that status and `Retry-After`. Outside the server's handling (tests, scripts) nothing is
 * noted.
 *
 * It lives on globalThis: the server and Next's bundles are separate module graphs in one
 * process and must share one store.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import type { ServerResponse } from 'node:http'

type Answer = { status: number | null; retryAfterSeconds: number | null }

const STORE = Symbol.for('school-site.answer-status')
type WithStore = typeof globalThis & { [STORE]?: AsyncLocalStorage<Answer> }
const storage = (): AsyncLocalStorage<Answer> => ((globalThis as WithStore)[STORE] ??= new AsyncLocalStorage<Answer>())

/** This request's page is answered with `status` (e.g. 429) and, when given, `Retry-After`. */
export function answerWith(status: number, retryAfterSeconds?: number): void {
  const answer = storage().getStore()
  if (!answer) return
  answer.status = status
  answer.retryAfterSeconds = retryAfterSeconds ?? null
}

/**
 * Runs `fn` (Next's handling of the request) so that a status an action notes (answerWith)
 * replaces the 200 it would be answered with.
 */
export function withAnswerStatus<T>(res: ServerResponse, fn: () => T): T {
  const answer: Answer = { status: null, retryAfterSeconds: null }
  const writeHead = res.writeHead.bind(res) as (status: number, ...rest: unknown[]) => ServerResponse
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    if (status !== 200 || answer.status === null) return writeHead(status, ...rest)
    res.setHeader('cache-control', 'no-store')
    if (answer.retryAfterSeconds !== null) res.setHeader('retry-after', String(answer.retryAfterSeconds))
    // Headers given to writeHead itself win over setHeader's: drop any Cache-Control among them.
    const headers = rest.find((r) => r && typeof r === 'object') as Record<string, unknown> | undefined
    if (headers && !Array.isArray(headers)) for (const name of Object.keys(headers)) if (name.toLowerCase() === 'cache-control') headers[name] = 'no-store'
    return writeHead(answer.status, ...rest)
  }) as typeof res.writeHead
  return storage().run(answer, fn)
}
