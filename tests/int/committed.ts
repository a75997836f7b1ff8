import type { Migration } from 'payload'

/** The committed migrations of either database, as the adapter's prodMigrations runs them on a production start. */
export const committedOf = (migrations: readonly { name: string; up: (args: never) => Promise<void>; down: (args: never) => Promise<void> }[]): Migration[] =>
  migrations.map((m) => ({ name: m.name, up: (args) => m.up(args as never), down: (args) => m.down(args as never) }))
