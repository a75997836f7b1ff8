/**
 * `npm start`: build when the sources changed, run the start-up step (migrations, the first
 * admin, demo content into an empty database) in a child process that exits, then serve in
 * this process. Plain Node: nothing is compiled at run time.
 */
import { spawn } from 'node:child_process'

import path from 'node:path'

import { bootstrapBundle, buildIsCurrent, root, serverBundle } from './build.mjs'

process.env.NODE_ENV = 'production'
process.chdir(root)

/** Runs a Node script in a child process (its memory goes back when it exits); resolves with its exit code. */
const runNode = (script) =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script], { stdio: 'inherit', cwd: root, env: process.env })
    child.on('error', reject)
    child.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0)))
  })

if (!buildIsCurrent()) {
  console.log('Building the production bundle (first start or changed sources)…')
  const built = await runNode(path.join(root, 'scripts', 'build.mjs'))
  if (built !== 0) {
    console.error(`The build failed (exit ${built}); not serving.`)
    process.exit(1)
  }
}

// Node's "unsettled top-level await" (exit 13) has been seen, rarely, while the step was still
// loading its modules, before it had done anything; every step is safe to run again.
let code = await runNode(bootstrapBundle)
for (let attempt = 2; code === 13 && attempt <= 4; attempt++) {
  console.warn(`The start-up step ended before finishing (exit 13); running it again (attempt ${attempt} of 4).`)
  await new Promise((resolve) => setTimeout(resolve, 1000 * attempt))
  code = await runNode(bootstrapBundle)
}
if (code !== 0) {
  console.error(`Start-up failed (exit ${code}); not serving.`)
  process.exit(typeof code === 'number' ? code : 1)
}

await import(serverBundle)
