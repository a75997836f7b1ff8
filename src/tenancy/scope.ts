/**
 * The school a request's reads are for, when the request itself names it (an `/api/…/{code}`
 * answer: ./request.server.ts `apiSchool`); pages find theirs by their host. It lives on
 * globalThis: the server and Next's bundles are separate module graphs in one process and must
 * share one store.
 */
import { AsyncLocalStorage } from 'node:async_hooks'

import type { School } from './school'

const STORE = Symbol.for('school-site.school-scope')
type WithStore = typeof globalThis & { [STORE]?: AsyncLocalStorage<School> }

const storage = (): AsyncLocalStorage<School> => ((globalThis as WithStore)[STORE] ??= new AsyncLocalStorage<School>())

/** Runs `fn` with its reads for `school`. */
export const inSchool = <T>(school: School, fn: () => T): T => storage().run(school, fn)

/** The school `inSchool` set, if any. */
export const scopedSchool = (): School | undefined => storage().getStore()
