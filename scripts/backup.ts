/** `npm run backup -- DIR`: see src/backup/backup.ts. */
import path from 'node:path'

Object.assign(process.env, { NODE_ENV: process.env.NODE_ENV ?? 'production' })

const dir = process.argv.slice(2).find((a) => a !== '--')
if (!dir) {
  console.error('Usage: npm run backup -- DIR   (DIR: a new or empty folder outside the data folder)')
  process.exit(2)
}
const { configuredSite } = await import('../src/backup/site')
const { backupSite } = await import('../src/backup/backup')
const started = Date.now()
try {
  const manifest = await backupSite(configuredSite(), dir, (m) => console.log(m))
  const bytes = manifest.files.reduce((sum, f) => sum + f.size, 0)
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  console.log(`Backed up ${manifest.files.length} files (${(bytes / 1024 / 1024).toFixed(1)} MB) to ${path.resolve(dir)} in ${seconds} s.`)
  console.log('The backup holds the database and the site secret: keep it private.')
} catch (err) {
  console.error(`Backup failed: ${(err as Error).message}`)
  process.exit(1)
}
