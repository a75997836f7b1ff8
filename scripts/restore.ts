/** `npm run restore -- DIR [--force]`: see src/backup/restore.ts. Stop the site first. */
import path from 'node:path'

Object.assign(process.env, { NODE_ENV: process.env.NODE_ENV ?? 'production' })

const args = process.argv.slice(2).filter((a) => a !== '--')
const force = args.includes('--force')
const [dir, ...rest] = args.filter((a) => a !== '--force')
if (!dir || rest.length > 0) {
  console.error('Usage: npm run restore -- DIR [--force]   (--force replaces a site that is not empty)')
  process.exit(2)
}
const { configuredSite } = await import('../src/backup/site')
const { restoreSite } = await import('../src/backup/restore')
const started = Date.now()
try {
  const site = configuredSite()
  const manifest = await restoreSite(site, path.resolve(dir), { force, progress: (m) => console.log(m) })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  console.log(`Restored the backup of ${manifest.createdAt} (${manifest.files.length} files) into ${site.dataDir} in ${seconds} s.`)
} catch (err) {
  console.error(`Restore failed: ${(err as Error).message}`)
  process.exit(1)
}
