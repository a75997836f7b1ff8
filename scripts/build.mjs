/**
 * `npm run build`: Next's production build, then the server and its start-up step compiled
 * to plain JavaScript (esbuild), so that `npm start` runs on Node alone. A stamp of the
 * sources records what was built, so `npm start` and `npm test` build only when they changed.
 * Plain JavaScript itself: it runs before anything is compiled.
 */
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

export const root = path.resolve(import.meta.dirname, '..')

/** The compiled server and start-up step (src/server/serve.ts, src/server/bootstrap.ts). */
export const serverBundle = path.join(root, '.next', 'app-server', 'serve.mjs')
export const bootstrapBundle = path.join(root, '.next', 'app-server', 'bootstrap.mjs')
export const noticesWorkerBundle = path.join(root, '.next', 'app-server', 'notices-worker.mjs')

const BUILD_INPUTS = ['src', 'public', 'scripts', 'package-lock.json', 'next.config.ts', 'tsconfig.json']
/** Written by `npm run dev` (scripts/dev.mjs), never part of a production build. */
export const devSiteDir = path.join(root, 'public', 'dev-site')

/**
 * What no build is made from, inside the inputs: test files beside the code, the benchmarks and
 * the test runners (an edit to a test does not make `npm run test:one` build again).
 */
const NOT_BUILT = [/\.test\.tsx?$/, /^scripts\/bench\//, /^scripts\/test(-one)?\.ts$/]

/** @param {string} p @returns {Generator<string>} */
function* files(p) {
  if (!fs.existsSync(p)) return
  const st = fs.statSync(p)
  if (st.isFile()) {
    if (!NOT_BUILT.some((re) => re.test(path.relative(root, p)))) yield p
    return
  }
  for (const name of fs.readdirSync(p).sort()) {
    const file = path.join(p, name)
    if (file !== devSiteDir) yield* files(file)
  }
}

/** A hash of everything the production build is made from. */
export function sourceHash() {
  const h = createHash('sha256')
  for (const input of BUILD_INPUTS) {
    for (const file of files(path.join(root, input))) {
      h.update(path.relative(root, file))
      h.update(fs.readFileSync(file))
    }
  }
  return h.digest('hex')
}

export const stampFile = path.join(root, '.next', 'source-hash')

export function buildIsCurrent() {
  if (!fs.existsSync(path.join(root, '.next', 'BUILD_ID')) || !fs.existsSync(serverBundle)) return false
  try {
    return fs.readFileSync(stampFile, 'utf8') === sourceHash()
  } catch {
    return false
  }
}

/**
 * The public site's one script (src/client/site.ts), minified for browsers. Its address
 * carries a hash of its content, so browsers may keep it for good (/_next/static/ is served
 * as immutable).
 * @param {{ minify?: boolean }} [options]
 * @returns {Promise<{ code: Uint8Array, url: string }>}
 */
export async function bundleSiteScript({ minify = true } = {}) {
  const esbuild = await import('esbuild')
  // An ES module split into chunks: each page loads the small entry, and the entry imports
  // what only some pages use (the carousel engine, the photo viewer…) when they need it.
  const out = await esbuild.build({
    entryPoints: [path.join(root, 'src', 'client', 'site.ts')],
    bundle: true,
    write: false,
    minify,
    format: 'esm',
    splitting: true,
    outdir: '/site',
    entryNames: minify ? 'site-[hash]' : 'site',
    chunkNames: 'chunk-[hash]',
    target: ['chrome87', 'firefox78', 'safari14'],
    tsconfig: path.join(root, 'tsconfig.json'),
    logLevel: 'warning',
  })
  const files = out.outputFiles.map((f) => ({ name: path.basename(f.path), code: f.contents }))
  const entry = files.find((f) => f.name.startsWith('site'))
  if (!entry) throw new Error('esbuild wrote no site script')
  return { files, entry: entry.name }
}

/**
 * How this project's code for Node is compiled, for the server and its start-up step (below) and
 * for the commands (scripts/command.mjs): one ES module per entry, libraries left to load from
 * node_modules as they are; only this project's TypeScript is compiled.
 * @type {import('esbuild').BuildOptions}
 */
export const nodeBundleOptions = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  tsconfig: path.join(root, 'tsconfig.json'),
  absWorkingDir: root,
  logLevel: 'warning',
}

/** @returns {Promise<void>} */
export async function build() {
  const hash = sourceHash()
  const siteScript = await bundleSiteScript()
  const code = await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'], {
      stdio: 'inherit',
      cwd: root,
      // The layout reads the script's address at build time (src/app/(site)/layout.tsx).
      env: { ...process.env, NODE_ENV: 'production', NEXT_PUBLIC_SITE_SCRIPT: `/_next/static/site/${siteScript.entry}` },
    })
    child.on('error', reject)
    child.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0)))
  })
  if (code !== 0) throw new Error(`next build failed (exit ${code})`)
  // Written after `next build`, which empties .next/ first.
  const siteDir = path.join(root, '.next', 'static', 'site')
  fs.mkdirSync(siteDir, { recursive: true })
  for (const f of siteScript.files) fs.writeFileSync(path.join(siteDir, f.name), f.code)
  const esbuild = await import('esbuild')
  await esbuild.build({
    ...nodeBundleOptions,
    entryPoints: {
      serve: path.join(root, 'src', 'server', 'serve.ts'),
      bootstrap: path.join(root, 'src', 'server', 'bootstrap.ts'),
      'notices-worker': path.join(root, 'scripts', 'notices-worker.ts'),
    },
    outdir: path.dirname(serverBundle),
    outExtension: { '.js': '.mjs' },
  })
  // esbuild keeps a helper process for later builds; there are none.
  await esbuild.stop()
  fs.writeFileSync(stampFile, hash)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await build()
