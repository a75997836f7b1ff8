/** The instance's render budget (src/server/responseCache/budget): renders at a time, waiting, and their share of the time. */
import { describe, expect, it } from 'vitest'

import { Busy, createRenderBudget } from '@/server/responseCache/budget'

const never = () => new Promise<never>(() => {})

describe('the render budget', () => {
  it('runs `concurrent` at once, queues `queued` more, and refuses the rest at once', async () => {
    const budget = createRenderBudget({ concurrent: 2, queued: 1, waitMs: 50 })
    void budget.run(never)
    void budget.run(never)
    const waited = budget.run(async () => 'late')
    await expect(budget.run(async () => 'refused')).rejects.toBeInstanceOf(Busy)
    expect(budget.load()).toEqual({ running: 2, waiting: 1 })
    // The one waiting gives up after waitMs.
    await expect(waited).rejects.toBeInstanceOf(Busy)
    expect(budget.load()).toEqual({ running: 2, waiting: 0 })
  })

  it('lets a waiting render go when one ends', async () => {
    const budget = createRenderBudget({ concurrent: 1, queued: 1, waitMs: 1_000 })
    let finish = () => {}
    const first = budget.run(() => new Promise<string>((r) => (finish = () => r('first'))))
    const second = budget.run(async () => 'second')
    finish()
    expect(await first).toBe('first')
    expect(await second).toBe('second')
  })

  it('refuses a render once renders took `share` of the last second, and lets them again as that time passes', async () => {
    let t = 0
    const budget = createRenderBudget({ concurrent: 4, queued: 0, waitMs: 0, share: 0.5, now: () => t })
    // 600 ms of the last second with a render running.
    let end = () => {}
    const long = budget.run(() => new Promise<void>((r) => (end = r)))
    t = 600
    end()
    await long
    await expect(budget.run(async () => 'refused')).rejects.toBeInstanceOf(Busy)
    // Half a second later only 100 ms of it is within the last second.
    t = 1_500
    expect(await budget.run(async () => 'allowed')).toBe('allowed')
  })
})

describe('the render budget, waiting for its share', () => {
  it('makes a render past the share wait, and starts it once the share allows', async () => {
    let t = 0
    const budget = createRenderBudget({ concurrent: 4, queued: 1, waitMs: 2_000, share: 0.5, now: () => t })
    let end = () => {}
    const long = budget.run(() => new Promise<void>((r) => (end = r)))
    t = 600
    end()
    await long
    const waited = budget.run(async () => 'started')
    expect(budget.load()).toEqual({ running: 0, waiting: 1 })
    t = 1_500
    expect(await waited).toBe('started')
  })

  it('lets renders take all the time while nothing else wants it (a cold start)', async () => {
    let t = 0
    let busy = false
    const budget = createRenderBudget({ concurrent: 4, queued: 0, waitMs: 0, share: 0.1, contended: () => busy, now: () => t })
    let end = () => {}
    const long = budget.run(() => new Promise<void>((r) => (end = r)))
    t = 900
    end()
    await long
    expect(await budget.run(async () => 'allowed')).toBe('allowed')
    busy = true
    await expect(budget.run(async () => 'refused')).rejects.toBeInstanceOf(Busy)
  })
})
