/**
 * `npm start`: build when the sources changed, apply the committed migrations, create the
 * first admin and load the demo content into an empty database, then serve.
 */
import { spawn } from 'node:child_process'

import { bin, build, buildIsCurrent, root } from './lib'

Object.assign(process.env, { NODE_ENV: 'production' })

const { loadEnv } = await import('../src/env')
const env = loadEnv()
if (env.secretGenerated) {
  console.warn(`PAYLOAD_SECRET is not set: generated one and kept it in ${env.dataDir}/.payload-secret.`)
}
if (!process.env.PAYLOAD_SECRET) {
  console.warn('Warning: set PAYLOAD_SECRET in the environment for production deployments.')
}

if (!buildIsCurrent()) {
  console.log('Building the production bundle (first start or changed sources)…')
  await build()
}

{
  const { getPayload } = await import('payload')
  const { default: config } = await import('../src/payload.config')
  const { bootstrap } = await import('../src/seed/bootstrap')
  // Connecting runs the committed migrations (prodMigrations) before anything else.
  const payload = await getPayload({ config })
  await bootstrap(payload, env)
  await payload.destroy()
}

// A fresh process, so the server's CMS connection is its own (scripts/serve.ts).
const server = spawn(bin('tsx'), ['scripts/serve.ts'], {
  stdio: 'inherit',
  cwd: root,
  env: { ...process.env, PORT: String(env.PORT), TRUST_PROXY: String(env.TRUST_PROXY) },
})
for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, () => server.kill(sig))
server.on('exit', (code) => process.exit(code ?? 0))
