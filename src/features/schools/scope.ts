/**
 * The school the reads of a request are for, when the request itself says which (an
 * `/api/…/{code}` answer: ./schools.server.ts `apiSchool`). Pages find theirs by their host.
 * It lives on globalThis: the server and Next's bundles are separate module graphs in one
 * process and must share one store.
 */
import { AsyncLocalStorage } from 'node:async_hooks'

const STORE = Symbol.for('school-site.school-scope')
type WithStore = typeof globalThis & { [STORE]?: AsyncLocalStorage<number> }

const storage = (): AsyncLocalStorage<number> => ((globalThis as WithStore)[STORE] ??= new AsyncLocalStorage<number>())

/** Runs `fn` with its reads for `school`. */
export const inSchool = <T>(school: number, fn: () => T): T => storage().run(school, fn)

/** The school `inSchool` set, if any. */
export const scopedSchool = (): number | undefined => storage().getStore()
