/** `npm run restore -- DIR [--force]`: see src/backup. Stop the site first. */
import process from 'node:process'

const args = process.argv.slice(2).filter((a) => a !== '--')
const dir = args.find((a) => !a.startsWith('--'))
if (!dir) {
  console.error('Usage: npm run restore -- DIR [--force]')
  process.exit(2)
}
Object.assign(process.env, { NODE_ENV: process.env.NODE_ENV ?? 'production' })
const { env } = await import('../src/env')
const { restore, BackupError } = await import('../src/backup')
try {
  await restore(dir, env(), { force: args.includes('--force'), progress: (line) => console.log(line) })
} catch (err) {
  console.error(err instanceof BackupError ? err.message : err)
  process.exit(1)
}
