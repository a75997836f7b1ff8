/**
 * `npm run dev`: Next's development server, with the public site's script (src/client/site.ts)
 * bundled once to public/dev-site/, where the layout looks for it when no production build
 * named it. Restart to pick up changes to that script.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { bundleSiteScript, devSiteDir, root } from './build.mjs'

const { files } = await bundleSiteScript({ minify: false })
fs.rmSync(devSiteDir, { recursive: true, force: true })
fs.mkdirSync(devSiteDir, { recursive: true })
for (const f of files) fs.writeFileSync(path.join(devSiteDir, f.name), f.code)
;(await import('esbuild')).stop()
const child = spawn(process.execPath, [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'dev', ...process.argv.slice(2)], {
  stdio: 'inherit',
  cwd: root,
})
child.on('exit', (c, signal) => process.exit(c ?? (signal ? 1 : 0)))
