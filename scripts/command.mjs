/**
 * Runs one of the project's commands (`scripts/<name>.ts`: school:add, content:import, backup…)
 * as plain JavaScript: `node --conditions=production scripts/command.mjs NAME [ARGS…]`, as
 * package.json's scripts and the tests run them.
 *
 * The command is compiled into one file, as the server is (`nodeBundleOptions`, scripts/build.mjs),
 * the first time and whenever a file it is made from changed, then loaded. Compiled on the fly by `tsx` instead, a command that loads
 * Payload took about 9 CPU-seconds where the compiled file takes about 4 (docs/benchmarks.md,
 * "The test suite"): tsx's loader hooks run for each of the thousands of modules Payload loads.
 *
 * Compiled into `.next/commands/`: NAME.mjs and NAME.inputs.json, the files it was made from
 * with their sizes and times, which are all that is read to tell whether it is current. Each is
 * written under a temporary name and renamed into place, so commands started at once (the tests
 * run several) each load a whole file. `--conditions=production`: as for the start-up step
 * (scripts/start.mjs), Lexical's production build without its top-level-await wrapper.
 * Plain JavaScript itself: it runs before anything is compiled.
 */
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { nodeBundleOptions, root } from './build.mjs'

const outDir = path.join(root, '.next', 'commands')

/** The arguments that run command `name` (`scripts/<name>.ts`) with Node: `[node, ...these, ...its arguments]`. */
export const commandArgs = (name) => ['--conditions=production', path.join(root, 'scripts', 'command.mjs'), name]

/** @param {string} name @returns {boolean} */
function isCurrent(name) {
  try {
    if (!fs.existsSync(path.join(outDir, `${name}.mjs`))) return false
    /** @type {[string, number, number][]} */
    const inputs = JSON.parse(fs.readFileSync(path.join(outDir, `${name}.inputs.json`), 'utf8'))
    return inputs.every(([file, size, mtimeMs]) => {
      const st = fs.statSync(path.join(root, file), { throwIfNoEntry: false })
      return st !== undefined && st.size === size && st.mtimeMs === mtimeMs
    })
  } catch {
    return false
  }
}

/**
 * Where a file of this project says `import.meta.url` or `import.meta.dirname`, it means its own
 * place in the sources (the migrations beside it, the repository's root), not the compiled file's.
 */
const sourcePlaces = {
  name: 'source-places',
  /** @param {import('esbuild').PluginBuild} build */
  setup(build) {
    build.onLoad({ filter: /\.(ts|tsx|mjs|js)$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined
      const text = await fs.promises.readFile(args.path, 'utf8')
      if (!text.includes('import.meta.')) return undefined
      const contents = text
        .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path)))
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
      const ext = path.extname(args.path).slice(1)
      return { contents, loader: ext === 'tsx' ? 'tsx' : ext === 'ts' ? 'ts' : 'js' }
    })
  },
}

/** Compiles `scripts/<name>.ts` unless its compiled file is current; resolves with the compiled file. */
export async function commandBundle(name) {
  const entry = path.join(root, 'scripts', `${name}.ts`)
  if (!/^[a-z][a-z-]*$/.test(name) || !fs.existsSync(entry)) throw new Error(`No such command: scripts/${name}.ts`)
  const bundle = path.join(outDir, `${name}.mjs`)
  if (isCurrent(name)) return bundle
  const esbuild = await import('esbuild')
  const out = await esbuild.build({ ...nodeBundleOptions, entryPoints: [entry], write: false, metafile: true, outfile: bundle, plugins: [sourcePlaces] })
  await esbuild.stop()
  // What it was compiled from, and with: tsconfig.json's paths decide what `@/…` imports are.
  const inputs = [...Object.keys(out.metafile.inputs), 'tsconfig.json'].map((file) => {
    const st = fs.statSync(path.join(root, file))
    return [file, st.size, st.mtimeMs]
  })
  fs.mkdirSync(outDir, { recursive: true })
  const code = out.outputFiles.find((f) => f.path === bundle)
  if (!code) throw new Error(`esbuild wrote no ${bundle}`)
  const place = (file, contents) => {
    const temporary = `${file}.${process.pid}.tmp`
    fs.writeFileSync(temporary, contents)
    fs.renameSync(temporary, file)
  }
  place(bundle, code.contents)
  place(path.join(outDir, `${name}.inputs.json`), JSON.stringify(inputs))
  return bundle
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [name, ...args] = process.argv.slice(2)
  if (!name) {
    console.error('Usage: node --conditions=production scripts/command.mjs NAME [ARGS…] (runs scripts/NAME.ts)')
    process.exit(2)
  }
  let bundle
  try {
    bundle = await commandBundle(name)
  } catch (err) {
    console.error(err instanceof Error ? err.message : err)
    process.exit(2)
  }
  // As if `node scripts/<name>.ts ARGS…` had been run: what the command reads of process.argv.
  process.argv = [process.argv[0], path.join(root, 'scripts', `${name}.ts`), ...args]
  await import(pathToFileURL(bundle).href)
}
