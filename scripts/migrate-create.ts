/**
 * `npm run migrate:create -- name`: writes the migration for both databases, SQLite and
 * PostgreSQL, so the two sets stay in step. Generating needs no running database.
 */
import { bin, run } from './lib'

const name = process.argv[2]
if (!name) {
  console.error('Usage: npm run migrate:create -- <name>')
  process.exit(2)
}
const targets = [
  ['SQLite', undefined],
  ['PostgreSQL', 'postgres://placeholder:placeholder@127.0.0.1:1/placeholder'],
] as const
for (const [label, url] of targets) {
  console.log(`\n${label}:`)
  const env = { ...process.env, NODE_ENV: 'production' as const, DATABASE_URL: url ?? '' }
  const code = await run(bin('payload'), ['migrate:create', name], { env })
  if (code !== 0) process.exit(code)
}
