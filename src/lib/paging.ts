/**
 * Paging of the long list pages (news, gallery, events, ...): which page a URL asks for,
 * the address of each page, which page numbers the paging links offer, and one page of two
 * lists shown one after the other (each read by a function it is given). Plain functions
 * over plain data.
 *
 * Page 1 is the list's bare address (`/news`); later pages add `?page=N` after the filters.
 */

/** Beyond this a page number is not a page any list here has: treated as no such page. */
export const MAX_PAGE = 100_000

/**
 * The page a `?page=` value asks for: none means page 1; a whole number from 1 (written
 * plainly: no sign, no leading zero) is that page. Anything else (`0`, `-1`, `abc`, `1.5`,
 * `02`, a huge number) is null, for "no such page". A repeated `page` counts by its first value.
 */
export function parsePage(value: string | string[] | undefined): number | null {
  const raw = Array.isArray(value) ? value[0] : value
  if (raw === undefined) return 1
  if (!/^[1-9]\d{0,5}$/.test(raw)) return null
  const page = Number(raw)
  return page <= MAX_PAGE ? page : null
}

/** Whether a page number lies beyond a list's pages (an empty list still has its page 1). */
export const pastTheEnd = (page: number, totalPages: number): boolean => page > Math.max(1, totalPages)

/** Filters in a list's address, by query name; undefined leaves one out (its default applies). */
export type Query = Record<string, string | undefined>

/** The address of one page of a list: its filters, then `page=N` unless it is the first. */
export function pageHref(path: string, query: Query, page: number): string {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) if (value !== undefined) params.set(name, value)
  if (page > 1) params.set('page', String(page))
  const search = params.toString()
  return search ? `${path}?${search}` : path
}

/**
 * The page numbers to link, in order: the first, the last, and `around` pages either side
 * of the current one; null stands for a gap of left-out pages. A gap would never hide a
 * single page: that page is shown instead.
 */
export function pageNumbers(current: number, totalPages: number, around = 2): (number | null)[] {
  if (totalPages < 1) return []
  const shown = new Set<number>([1, totalPages])
  for (let p = current - around; p <= current + around; p++) if (p >= 1 && p <= totalPages) shown.add(p)
  const sorted = [...shown].sort((a, b) => a - b)
  const out: (number | null)[] = []
  for (const p of sorted) {
    const last = out[out.length - 1]
    if (typeof last === 'number' && p - last === 2) out.push(last + 1)
    else if (typeof last === 'number' && p - last > 2) out.push(null)
    out.push(p)
  }
  return out
}

/**
 * Where items `offset` to `offset + count - 1` of a list lie when it is read `perPage` at a
 * time: the pages to read (one, or two when the run crosses a page boundary) and where the
 * run starts in those pages joined. `count` is at most `perPage`.
 */
export function pagesCovering(offset: number, count: number, perPage: number): { pages: number[]; skip: number } {
  const first = Math.floor(offset / perPage) + 1
  const last = Math.floor((offset + Math.max(count, 1) - 1) / perPage) + 1
  return { pages: first === last ? [first] : [first, last], skip: offset - (first - 1) * perPage }
}

/** One run of a list, read a page at a time. */
export type Run<T> = (page: number, limit: number) => Promise<{ docs: T[]; totalDocs: number }>

/**
 * Page `page` of two runs listed one after the other (every item of the first, then the
 * second's), each read apart in its own order. A page that spans both reads the end of the
 * first and at most two pages of the second.
 */
export async function pageOfTwoRuns<T>(first: Run<T>, second: Run<T>, page: number, perPage: number) {
  const a = await first(page, perPage)
  const wanted = perPage - a.docs.length
  let rest: T[] = []
  let secondTotal: number
  if (wanted > 0) {
    const { pages, skip } = pagesCovering(Math.max(0, (page - 1) * perPage - a.totalDocs), wanted, perPage)
    const reads = await Promise.all(pages.map((p) => second(p, perPage)))
    rest = reads.flatMap((r) => r.docs).slice(skip, skip + wanted)
    secondTotal = reads[0]!.totalDocs
  } else {
    secondTotal = (await second(1, 1)).totalDocs
  }
  const totalDocs = a.totalDocs + secondTotal
  return { first: a.docs, second: rest, totalDocs, totalPages: Math.ceil(totalDocs / perPage) }
}
