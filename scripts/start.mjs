/**
 * `npm start`: build when the sources changed, run the start-up step (migrations, the first
 * admin, demo content into an empty database) in a child process that exits, then serve in
 * this process. Plain Node: nothing is compiled at run time.
 */
import { spawn } from 'node:child_process'

import { bootstrapBundle, build, buildIsCurrent, root, serverBundle } from './build.mjs'

process.env.NODE_ENV = 'production'
process.chdir(root)

if (!buildIsCurrent()) {
  console.log('Building the production bundle (first start or changed sources)…')
  await build()
}

// Its own process, so that the memory the seed used goes back when it exits.
const code = await new Promise((resolve, reject) => {
  const child = spawn(process.execPath, [bootstrapBundle], { stdio: 'inherit', cwd: root, env: process.env })
  child.on('error', reject)
  child.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0)))
})
if (code !== 0) {
  console.error(`Start-up failed (exit ${code}); not serving.`)
  process.exit(typeof code === 'number' ? code : 1)
}

await import(serverBundle)
