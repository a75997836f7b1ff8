/**
 * A Payload instance on a private PostgreSQL cluster (tests/servers/postgres), for the int
 * tests that need PostgreSQL: the cluster started, the config loaded on it (before anything
 * else in the file imports it), and the committed migrations as a production start runs them,
 * left for the test to run (some stop part-way). The SQLite counterpart: ./payload.ts.
 */
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Migration, Payload } from 'payload'

import type { PostgresCluster } from '../servers/postgres'
import { committedOf } from './committed'

export async function postgresPayload(cluster: PostgresCluster, database = 'site'): Promise<{ payload: Payload; migrations: Migration[] }> {
  await cluster.start()
  process.env.DATABASE_URL = cluster.url(database)
  const { getPayload } = await import('payload')
  const { default: config } = await import('@/payload.config')
  const { migrations } = await import('@/migrations/postgres')
  const payload = await getPayload({ config })
  return { payload, migrations: committedOf(migrations) }
}

/** Ends a postgresPayload and its cluster. */
export async function stopPostgresPayload(payload: Payload | undefined, cluster: PostgresCluster) {
  await payload?.destroy()
  // destroy() leaves the adapter's connection pool open (it holds one connection for good), so
  // stopping the cluster breaks its connections: expected here, not an error.
  ;(payload?.db as unknown as PostgresAdapter | undefined)?.pool.on('error', () => {})
  cluster.stop()
}
