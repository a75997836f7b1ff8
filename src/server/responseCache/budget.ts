/**
 * The instance's render budget (src/server/responseCache): renders the cache cannot answer,
 * from every visitor together, at most `concurrent` at a time and `queued` more waiting, each
 * waiting at most `waitMs`. The per-address limits stop one address; this stops many, so that
 * the pages everyone reads (answered from the cache, which this never holds up) keep their
 * speed while strangers ask for pages nobody has asked for; and renders take at most `share`
 * of the instance's time (they run on the thread that sends every page). Past the budget the request is
 * refused at once (`Busy`): the cache answers with what it has, stale or not, else 503 with
 * Retry-After.
 *
 * Budget: `concurrent + queued` renders in memory, a few bytes each, and the spans of the last
 * second (at most one per render finished in it); nothing grows with load.
 */

/** Refused: the instance renders as much as it may. */
export class Busy extends Error {
  constructor() {
    super('the server is rendering as much as it may (the render budget)')
  }
}

export type RenderBudget = {
  /** Runs `render` within the budget; rejects with Busy when it has no room. */
  run<T>(render: () => Promise<T>): Promise<T>
  /** Renders running and waiting now. */
  load(): { running: number; waiting: number }
}

/**
 * `share`: the most of the instance's time renders may take, over the last `SHARE_WINDOW_MS`
 * (time with at least one render running). Renders are work of the one thread that also sends
 * the pages everyone reads; past the share a render waits (as past `concurrent`), or is refused
 * when `queued` are waiting already.
 */
export const SHARE_WINDOW_MS = 1_000

export function createRenderBudget({
  concurrent,
  queued,
  waitMs,
  share = 1,
  contended = () => true,
  now = () => performance.now(),
}: {
  concurrent: number
  queued: number
  waitMs: number
  share?: number
  /** Whether renders' time is wanted by others now (pages being sent from the cache): the share applies only then. */
  contended?: () => boolean
  now?: () => number
}): RenderBudget {
  let running = 0
  const waiting: { go: () => void; timer: NodeJS.Timeout }[] = []
  // Time with a render running: closed spans (start, end) within the window, and the open one's start.
  let spans: [number, number][] = []
  let busySince: number | null = null
  const busyShare = () => {
    const t = now()
    const from = t - SHARE_WINDOW_MS
    spans = spans.filter(([, end]) => end > from)
    let busy = spans.reduce((sum, [start, end]) => sum + end - Math.max(start, from), 0)
    if (busySince !== null) busy += t - Math.max(busySince, from)
    return busy / SHARE_WINDOW_MS
  }
  const started = (): void => {
    running++
    if (busySince === null) busySince = now()
  }

  /** Whether a render may start now: fewer than `concurrent` running, and renders under their share. */
  const room = () => running < concurrent && (share >= 1 || busyShare() < share || !contended())

  /** Starts the renders waiting, oldest first, while there is room; looks again every 25 ms while any waits for the share. */
  let pumping: NodeJS.Timeout | null = null
  const pump = () => {
    while (waiting.length && room()) {
      const next = waiting.shift()!
      clearTimeout(next.timer)
      started()
      next.go()
    }
    if (waiting.length && !pumping) pumping = setTimeout(() => ((pumping = null), pump()), 25)
  }

  const release = () => {
    running--
    if (running === 0 && busySince !== null) {
      spans.push([busySince, now()])
      busySince = null
    }
    pump()
  }

  async function run<T>(render: () => Promise<T>): Promise<T> {
    if (!waiting.length && room()) started()
    else if (waiting.length < queued) {
      await new Promise<void>((go, refuse) => {
        const entry = {
          go,
          timer: setTimeout(() => {
            const at = waiting.indexOf(entry)
            if (at >= 0) waiting.splice(at, 1)
            refuse(new Busy())
          }, waitMs),
        }
        waiting.push(entry)
        pump()
      })
    } else throw new Busy()
    try {
      return await render()
    } finally {
      release()
    }
  }

  return { run, load: () => ({ running, waiting: waiting.length }) }
}

/** Pages sent from the cache in the last second from which renders' share of the time applies. */
export const HITS_CONTENDED = 20

/** Events in the last second (this second's and the last's, weighted): two numbers, whatever the rate. */
export function createRecentCount(now = () => Date.now()) {
  let second = 0
  let current = 0
  let previous = 0
  const roll = () => {
    const s = Math.floor(now() / 1000)
    if (s !== second) {
      previous = s === second + 1 ? current : 0
      current = 0
      second = s
    }
  }
  return {
    add() {
      roll()
      current++
    },
    count() {
      roll()
      return current + previous * (1 - (now() % 1000) / 1000)
    },
  }
}
