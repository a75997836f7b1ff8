/**
 * `npm start`: build when the sources changed, run the start-up step (migrations, the first
 * admin, demo content into an empty database) in a child process that exits, then serve in
 * this process. Plain Node: nothing is compiled at run time.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import v8 from 'node:v8'

import { bootstrapBundle, buildIsCurrent, root, serverBundle } from './build.mjs'

process.env.NODE_ENV = 'production'
process.chdir(root)

/** Runs a Node script in a child process (its memory goes back when it exits); resolves with its exit code. */
const runNode = (script, nodeArgs = []) =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...nodeArgs, script], { stdio: 'inherit', cwd: root, env: process.env })
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

// The step loads the Payload config, and with it Lexical (the rich-text editor). Lexical's
// default entry for Node is a wrapper whose top-level await imports its dev or prod build; on
// Node 20 those awaits, many at once while files are still coming off a cold disk, could leave
// the module graph waiting on itself: the step then ended with exit 13 ("unsettled top-level
// await") before doing anything. The "production" export condition loads Lexical's production
// build directly, with no wrapper.
const code = await runNode(bootstrapBundle, ['--conditions=production'])
if (code !== 0) {
  console.error(`Start-up failed (exit ${code}); not serving.`)
  process.exit(typeof code === 'number' ? code : 1)
}

// Under steady traffic V8 lets the heap grow to several times what is alive before it collects:
// in a soak the server's memory swung by about 200 MB around a live heap of about 120 MB. A
// fixed growth (HEAP_GROWTH_PERCENT, 25 by default; 0 lets V8 choose) keeps it within a few tens
// of MB, for a little more time collecting (docs/benchmarks.md, soak). Set before the server
// loads, so every collection after start-up uses it.
const growth = process.env.HEAP_GROWTH_PERCENT ?? '25'
if (!/^\d{1,3}$/.test(growth)) {
  console.error(`HEAP_GROWTH_PERCENT: a whole number from 0 to 999 (how much the heap may grow past what is alive), not "${growth}".`)
  process.exit(1)
}
if (growth !== '0') v8.setFlagsFromString(`--heap-growing-percent=${growth}`)

await import(serverBundle)
