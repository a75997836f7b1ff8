/**
 * The Debian packages `npm test` needs, and how each is found on this machine: the one list
 * that scripts/test.ts checks before anything starts (so a newcomer's first run names what is
 * missing rather than failing halfway), and that README's install line spells out.
 */
import fs from 'node:fs'
import path from 'node:path'

/** A program on PATH (as the tests start it). */
const onPath = (name: string, env: NodeJS.ProcessEnv) =>
  (env.PATH ?? '').split(path.delimiter).some((dir) => dir && fs.existsSync(path.join(dir, name)))

/** Debian's PostgreSQL server binaries (tests/servers/postgres.ts takes the newest). */
export const POSTGRES_BASE = '/usr/lib/postgresql'
const postgresServer = () =>
  fs.existsSync(POSTGRES_BASE) && fs.readdirSync(POSTGRES_BASE).some((v) => fs.existsSync(path.join(POSTGRES_BASE, v, 'bin', 'initdb')))

export const FAKETIME_LIBRARY = '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1'

type Package = { name: string; for: string; present: (env: NodeJS.ProcessEnv) => boolean }

export const TEST_PACKAGES: readonly Package[] = [
  { name: 'chromium', for: 'the end-to-end tests (and the push test’s whole browser)', present: (env) => fs.existsSync(env.CHROMIUM_PATH ?? '/usr/bin/chromium') },
  { name: 'chromium-headless-shell', for: 'the end-to-end tests', present: () => fs.existsSync('/usr/bin/chromium-headless-shell') },
  {
    name: 'postgresql',
    for: 'the tests on PostgreSQL and of backups (pg_dump, pg_restore, psql)',
    present: (env) => postgresServer() && ['pg_dump', 'pg_restore', 'psql'].every((p) => onPath(p, env)),
  },
  { name: 'redis-server', for: 'the tests of several instances', present: (env) => onPath('redis-server', env) },
  { name: 'nginx', for: 'the test of the deploy recipe (deploy/nginx.conf)', present: (env) => fs.existsSync(env.NGINX ?? '/usr/sbin/nginx') },
  { name: 'libfaketime', for: 'the snapshot test (the site with its clock frozen)', present: () => fs.existsSync(FAKETIME_LIBRARY) },
]

/** The packages this machine lacks, each with what needs it. */
export const missingPackages = (env: NodeJS.ProcessEnv = process.env) => TEST_PACKAGES.filter((p) => !p.present(env))

/** The install line for every package the tests need. */
export const installLine = () => `apt-get install -y ${TEST_PACKAGES.map((p) => p.name).join(' ')}`
