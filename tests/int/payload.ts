/** A Payload instance on this test file's own SQLite file, migrated like production. */
import { getPayload, type Payload } from 'payload'

let instance: Promise<Payload> | undefined

export function testPayload(): Promise<Payload> {
  instance ??= (async () => {
    const { default: config } = await import('@/payload.config')
    const payload = await getPayload({ config })
    // Applies the committed migration files, as production does on start.
    await payload.db.migrate()
    return payload
  })()
  return instance
}

/** Two staff accounts for access tests. */
export async function staffUsers(payload: Payload) {
  const make = async (role: 'admin' | 'editor') => {
    const email = `${role}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`
    return payload.create({
      collection: 'users',
      data: { email, password: 'correct-horse-battery', name: role, role },
    })
  }
  return { admin: await make('admin'), editor: await make('editor') }
}
