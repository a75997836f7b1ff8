/**
 * What start-up does before serving: roll back a content import that was interrupted, the
 * first admin account, then demo content when the database is empty. Migrations have already run (prodMigrations, on connect).
 */
import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { recoverInterruptedImports } from '@/content/staging'
import type { Env } from '@/env'
import { passwordProblem } from '@/lib/password'
import { ensureSearchIndex } from '@/features/search/indexer'
import { isEmptyDatabase, seed } from '.'
import { SECOND_SCHOOL, seedSecondSchool } from './second'
import { allSchools } from '@/tenancy'

const DEFAULT_ADMIN_EMAIL = 'admin@example.com'

/**
 * Why ADMIN_PASSWORD cannot be the first account's password (shorter than 10 characters, or
 * common: lib/password), naming the variable; null when it can, or is not set. Start-up stops
 * on it (src/server/bootstrap.ts), as on any other setting that is wrong (src/env.ts).
 */
export async function adminPasswordProblem(env: Pick<Env, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD'>): Promise<string | null> {
  if (!env.ADMIN_PASSWORD) return null
  const problem = await passwordProblem(env.ADMIN_PASSWORD, [env.ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL])
  return problem && `ADMIN_PASSWORD: ${problem} Or leave ADMIN_PASSWORD unset: start-up then makes one and prints it once.`
}

export async function ensureFirstAdmin(payload: Payload, env: Pick<Env, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD'>) {
  const accounts = allSchools(payload, 'staff accounts')
  const { totalDocs } = await accounts.count({ collection: 'users' })
  if (totalDocs > 0) return null
  const refused = await adminPasswordProblem(env)
  if (refused) throw new Error(refused)
  const email = env.ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL
  const generated = !env.ADMIN_PASSWORD
  const password = env.ADMIN_PASSWORD ?? randomBytes(12).toString('base64url')
  // The deployment's first account runs it: a vendor operator (an administrator of every school,
  // who also keeps the list of schools, src/features/schools).
  // A generated password is printed in the start-up log, where others may read it: the admin
  // asks for a new one at the first sign-in (users' mustChangePassword). One set in ADMIN_PASSWORD
  // was chosen by whoever runs the site, and is kept.
  await accounts.create({
    collection: 'users',
    data: { email, password, name: 'Administrator', role: 'operator', mustChangePassword: generated },
  })
  return { email, password, generated }
}

export async function bootstrap(payload: Payload, env: Env, log: (line: string) => void = console.log) {
  await recoverInterruptedImports(payload, log)
  const admin = await ensureFirstAdmin(payload, env)
  if (admin?.generated) {
    log('')
    log('  First administrator created. This password is shown only once:')
    log(`    e-mail:   ${admin.email}`)
    log(`    password: ${admin.password}`)
    log('  Sign in at /admin: it asks you to choose a new password first (or set ADMIN_EMAIL / ADMIN_PASSWORD before first start).')
    log('')
  } else if (admin) {
    log(`First administrator created from ADMIN_EMAIL (${admin.email}).`)
  }
  // The demo school goes only where it was asked for: the embedded quick start (`auto` on
  // SQLite) or `always`; never into a real school's new, empty PostgreSQL database.
  if (wantsDemo(env) && (await isEmptyDatabase(payload))) {
    log('Empty database: loading the demo content…')
    const { created, ms } = await seed(payload)
    log(`Demo content loaded: ${created} items in ${(ms / 1000).toFixed(1)} s.`)
    if (env.SEED_DEMO === 'two-schools') {
      const second = await seedSecondSchool(payload)
      log(`Second demo school loaded: ${second.created} items, at http://${SECOND_SCHOOL.domain}:${env.PORT}/`)
    }
  }
  // The site search's index: built whole when empty (a new database, or one from before the search).
  await ensureSearchIndex(payload, log)
}

const wantsDemo = (env: Env) => !(env.SEED_DEMO === 'never' || (env.SEED_DEMO === 'auto' && env.databaseKind !== 'sqlite'))
