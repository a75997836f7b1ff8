/** `npm run backup -- DIR`: see src/backup. Safe while the site is serving. */
import process from 'node:process'

const dir = process.argv.slice(2).find((a) => a !== '--')
if (!dir) {
  console.error('Usage: npm run backup -- DIR')
  process.exit(2)
}
Object.assign(process.env, { NODE_ENV: process.env.NODE_ENV ?? 'production' })
const { env } = await import('../src/env')
const { backup, BackupError } = await import('../src/backup')
try {
  await backup(dir, env(), (line) => console.log(line))
} catch (err) {
  console.error(err instanceof BackupError ? err.message : err)
  process.exit(1)
}
