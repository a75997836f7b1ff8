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

let code = await runNode(bootstrapBundle)
if (code === 13) {
  // Node's "unsettled top-level await": the step ended without finishing. It is safe to run again.
  console.warn('The start-up step ended before finishing (exit 13); running it again.')
  code = await runNode(bootstrapBundle)
}
if (code !== 0) {
  console.error(`Start-up failed (exit ${code}); not serving.`)
  process.exit(typeof code === 'number' ? code : 1)
}

await import(serverBundle)
