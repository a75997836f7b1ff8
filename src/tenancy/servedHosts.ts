/**
 * The hosts a deployment's only school has answered on without listing them (a deployment with
 * one school serves it on any host: ./rules.ts). Adding a second school narrows every school to
 * its own domains, so those hosts are remembered here and become the first school's domains when
 * a second is added (./collection.ts): it stays on 127.0.0.1, on its address, on the domain
 * nobody entered, as it was a minute before.
 *
 * Budget: any client can send any Host header, so at most MAX_REMEMBERED_HOSTS names are kept
 * (and one more, to tell that there were more); each process writes a name once, one write at
 * a time (two instances noting two new hosts in the same instant may keep only one). Past the
 * budget, adding a second school stops and asks the operator to list the first school's domains.
 */
import type { Payload } from 'payload'

import { domainOf, type HostMatch, type SchoolEntry } from './rules'

/** Payload's key-value store (`payload-kv`, closed to every API). */
const KEY = 'tenancy:hosts-served'
export const MAX_REMEMBERED_HOSTS = 16

type Remembered = { school: number; hosts: string[] }

const WRITING = Symbol.for('school-site.hosts-writing')
const NOTED = Symbol.for('school-site.hosts-noted')
/** What this process has written already (at most 4 × MAX_REMEMBERED_HOSTS names, the store's own budget aside). */
const noted = (): Set<string> => ((globalThis as Record<symbol, Set<string>>)[NOTED] ??= new Set())

/**
 * Notes that `host` was served the only school without being one of its domains; written once
 * per process and host, without holding up the request.
 */
export function noteHostServed(payload: Payload, host: string | null, match: HostMatch<SchoolEntry>, schools: readonly SchoolEntry[]) {
  if (!host || match.kind !== 'school' || schools.length !== 1) return
  if (match.school.domains.includes(host) || domainOf(host) !== host) return
  const seen = noted()
  const key = `${match.school.id} ${host}`
  if (seen.has(key) || seen.size >= 4 * MAX_REMEMBERED_HOSTS) return
  seen.add(key)
  // One write at a time in this process: two hosts noted together must not overwrite each other.
  const chain = globalThis as Record<symbol, Promise<void>>
  chain[WRITING] = (chain[WRITING] ?? Promise.resolve()).then(() => remember(payload, match.school.id, host).catch(() => void seen.delete(key)))
}

async function remember(payload: Payload, school: number, host: string) {
  const now = await payload.kv.get<Remembered>(KEY)
  const hosts = now?.school === school ? now.hosts : []
  if (hosts.includes(host) || hosts.length > MAX_REMEMBERED_HOSTS) return
  await payload.kv.set(KEY, { school, hosts: [...hosts, host] } satisfies Remembered)
}

/** The hosts `school` was served on beyond its domains; `overflow` when there were more than the budget. */
export async function hostsServed(payload: Payload, school: number): Promise<{ hosts: string[]; overflow: boolean }> {
  const now = await payload.kv.get<Remembered>(KEY)
  const hosts = now?.school === school ? now.hosts.filter((h) => domainOf(h) === h) : []
  return { hosts: hosts.slice(0, MAX_REMEMBERED_HOSTS), overflow: hosts.length > MAX_REMEMBERED_HOSTS }
}

/** Forgets the hosts (once they are the first school's domains). */
export const forgetHostsServed = (payload: Payload) => payload.kv.delete(KEY)
