import type { DatabaseAdapterObj } from 'payload'
import { describe, expect, it } from 'vitest'

import { afterCommit, withAfterCommit } from '@/db/afterCommit'

/** An adapter whose transactions only log what happens to them. */
function adapter(log: string[]) {
  const base = {
    init: () => ({
      beginTransaction: async () => null,
      commitTransaction: async (id: string | Promise<string>) => void log.push(`commit ${await id}`),
      rollbackTransaction: async (id: string) => void log.push(`rollback ${id}`),
    }),
  } as unknown as DatabaseAdapterObj
  return withAfterCommit(base).init({} as never) as unknown as {
    commitTransaction: (id: string | Promise<string>) => Promise<void>
    rollbackTransaction: (id: string) => Promise<void>
  }
}

describe('after commit', () => {
  it('runs work registered in a transaction once it commits, not before; a rollback drops it', async () => {
    const log: string[] = []
    const db = adapter(log)
    await afterCommit({ transactionID: Promise.resolve('t1') }, () => log.push('expire t1'))
    await afterCommit({ transactionID: 't2' }, () => log.push('expire t2'))
    expect(log).toEqual([])
    await db.commitTransaction(Promise.resolve('t1'))
    await db.rollbackTransaction('t2')
    await db.commitTransaction('t2')
    expect(log).toEqual(['commit t1', 'expire t1', 'rollback t2', 'commit t2'])
  })

  it('runs at once outside a transaction', async () => {
    const log: string[] = []
    await afterCommit({}, () => log.push('expire'))
    expect(log).toEqual(['expire'])
  })
})
