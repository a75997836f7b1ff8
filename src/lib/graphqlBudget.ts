/**
 * The budget of a GraphQL document, checked before Payload's handler parses, validates and
 * counts its complexity (work that grows with the document and holds the serving thread):
 * tokens, depth, aliases and fields, counted on one parse that stops at the token limit, with
 * fragments counted once each (their counts kept) and as often as they are spread. The size of
 * the body (100 KB) is checked before it is read (src/lib/routes, `cms-api/graphql`). Pure.
 */
import { Kind, parse, type DocumentNode, type SelectionSetNode } from 'graphql'

export const GRAPHQL_LIMITS = {
  /** Names, punctuation and values; a 100 KB document of `a ` is 50,000. */
  tokens: 10_000,
  /** Fields inside fields, through fragments; GraphiQL's introspection query is 13 deep. */
  depth: 15,
  /** Fields asked under another name, counted as often as their fragment is spread. */
  aliases: 100,
  /** Fields once fragments are spread, well above Payload's complexity limit (1,000) so that limit answers the ordinary case. */
  fields: 5_000,
  /** Fragments spread inside fragments spread inside … */
  fragmentNesting: 20,
} as const

type Counts = { depth: number; aliases: number; fields: number }

const n = (x: number) => x.toLocaleString('en-US')

/** Why `query` is over the budget (a sentence naming what and the limit), or null when it is within it or not GraphQL at all (Payload answers that). */
export function graphqlProblem(query: string, limits = GRAPHQL_LIMITS): string | null {
  let document: DocumentNode
  try {
    document = parse(query, { maxTokens: limits.tokens })
  } catch (err) {
    if (err instanceof RangeError) return `The query is nested too deeply to read: at most ${n(limits.depth)} levels of fields may be asked.`
    if (/more tha[nt] \d+ tokens/.test((err as Error).message)) return `The query has more than ${n(limits.tokens)} tokens (names, punctuation and values): send a shorter one.`
    return null
  }
  // Payload's schema has no subscriptions; its complexity count throws on one (500) before graphql-http could say so.
  if (document.definitions.some((def) => def.kind === Kind.OPERATION_DEFINITION && def.operation === 'subscription'))
    return 'This API has no subscriptions: ask with a query or a mutation.'
  const fragments = new Map<string, SelectionSetNode>()
  for (const def of document.definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def.selectionSet)

  const known = new Map<string, Counts>()
  const open = new Set<string>()
  class Over extends Error {}
  // Field depth is cut off past the limit, so the walk never goes deeper than that many fields.
  const countSet = (set: SelectionSetNode, nesting: number): Counts => {
    const total: Counts = { depth: 0, aliases: 0, fields: 0 }
    for (const selection of set.selections) {
      let inner: Counts
      if (selection.kind === Kind.FIELD) {
        const below = selection.selectionSet ? countSet(selection.selectionSet, nesting) : { depth: 0, aliases: 0, fields: 0 }
        inner = { depth: below.depth + 1, aliases: below.aliases + (selection.alias ? 1 : 0), fields: below.fields + 1 }
        if (inner.depth > limits.depth) throw new Over(`The query is nested more than ${n(limits.depth)} fields deep.`)
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        inner = countSet(selection.selectionSet, nesting)
      } else {
        inner = countFragment(selection.name.value, nesting + 1)
      }
      total.depth = Math.max(total.depth, inner.depth)
      total.aliases += inner.aliases
      total.fields += inner.fields
      if (total.aliases > limits.aliases) throw new Over(`The query has more than ${n(limits.aliases)} aliases (fields asked under another name).`)
      if (total.fields > limits.fields) throw new Over(`The query asks for more than ${n(limits.fields)} fields (counting each fragment as often as it is spread).`)
    }
    return total
  }
  const countFragment = (name: string, nesting: number): Counts => {
    const done = known.get(name)
    if (done) return done
    if (open.has(name)) throw new Over(`The fragment ${name} spreads itself: a query cannot be infinitely deep.`)
    if (nesting > limits.fragmentNesting) throw new Over(`The query spreads fragments inside fragments more than ${n(limits.fragmentNesting)} deep.`)
    const set = fragments.get(name)
    if (!set) return { depth: 0, aliases: 0, fields: 0 }
    open.add(name)
    const counts = countSet(set, nesting)
    open.delete(name)
    known.set(name, counts)
    return counts
  }
  try {
    // Every fragment, used or not: Payload's complexity count recurses through a cycle even in one no operation spreads.
    for (const name of fragments.keys()) countFragment(name, 1)
    for (const def of document.definitions) if (def.kind === Kind.OPERATION_DEFINITION) countSet(def.selectionSet, 0)
  } catch (err) {
    if (err instanceof Over) return err.message
    if (err instanceof RangeError) return `The query is nested too deeply to read: at most ${n(limits.depth)} levels of fields may be asked.`
    throw err
  }
  return null
}
