import { getIntrospectionQuery } from 'graphql'
import { describe, expect, it } from 'vitest'

import { GRAPHQL_LIMITS, graphqlProblem } from '@/lib/graphqlBudget'

const nested = (levels: number) => `{ ${'a { '.repeat(levels - 1)}b${' }'.repeat(levels - 1)} }`
const aliased = (count: number) => `{ meUser { ${Array.from({ length: count }, (_, i) => `a${i}: __typename`).join(' ')} } }`

describe('the GraphQL budget', () => {
  it('lets ordinary queries through: a collection with its relations, and GraphiQL’s introspection', () => {
    expect(graphqlProblem('query { Newses(limit: 5, where: { title: { like: "x" } }) { docs { id title category { name } } } meUser { user { email } } }')).toBeNull()
    expect(graphqlProblem(getIntrospectionQuery())).toBeNull()
    expect(graphqlProblem(nested(GRAPHQL_LIMITS.depth))).toBeNull()
    expect(graphqlProblem(aliased(GRAPHQL_LIMITS.aliases))).toBeNull()
  })

  it('leaves a query that is not GraphQL to Payload’s own syntax error', () => {
    expect(graphqlProblem('{ meUser { ')).toBeNull()
  })

  it('refuses a subscription, which the schema has none of, with a sentence', () => {
    expect(graphqlProblem('subscription { x }')).toBe('This API has no subscriptions: ask with a query or a mutation.')
    expect(graphqlProblem('query A { meUser { token } } subscription B { x }')).toBe('This API has no subscriptions: ask with a query or a mutation.')
    expect(graphqlProblem('mutation { logoutUser }')).toBeNull()
  })

  it('refuses more tokens than its limit, stopping there', () => {
    expect(graphqlProblem(`{ meUser { ${'__typename '.repeat(GRAPHQL_LIMITS.tokens)} } }`)).toBe(
      'The query has more than 10,000 tokens (names, punctuation and values): send a shorter one.',
    )
  })

  it('refuses a query nested deeper than its limit, also through fragments and past what the parser can hold', () => {
    expect(graphqlProblem(nested(GRAPHQL_LIMITS.depth + 1))).toBe('The query is nested more than 15 fields deep.')
    const fragments = 'query { a { ...F1 } } fragment F1 on T { b { c { d { e { f { g { h { ...F2 } } } } } } } } fragment F2 on T { b { c { d { e { f { g { h { i } } } } } } } }'
    expect(graphqlProblem(fragments)).toBe('The query is nested more than 15 fields deep.')
    expect(graphqlProblem(`{ a(w: ${'['.repeat(4900)}${']'.repeat(4900)}) }`)).toMatch(/nested too deeply/)
  })

  it('refuses more aliases than its limit, counting a fragment as often as it is spread', () => {
    expect(graphqlProblem(aliased(GRAPHQL_LIMITS.aliases + 1))).toBe('The query has more than 100 aliases (fields asked under another name).')
    const spreads = `query { ${Array.from({ length: 60 }, (_, i) => `x${i}: meUser { ...F }`).join(' ')} } fragment F on U { a: b }`
    expect(graphqlProblem(spreads)).toMatch(/more than 100 aliases/)
  })

  it('refuses a query whose fragments multiply into more fields than its limit', () => {
    // Each fragment spreads the one below twice: 2^14 fields from a document of a few hundred bytes.
    const chain = Array.from({ length: 14 }, (_, i) => `fragment F${i + 1} on T { a { ...F${i} } b { ...F${i} } }`).join(' ')
    expect(graphqlProblem(`query { ...F14 } ${chain} fragment F0 on T { c }`)).toBe(
      'The query asks for more than 5,000 fields (counting each fragment as often as it is spread).',
    )
  })

  it('refuses a fragment that spreads itself, directly or through others, and fragments nested past their limit', () => {
    expect(graphqlProblem('query { ...A } fragment A on T { a { ...B } } fragment B on T { b { ...A } }')).toMatch(/^The fragment [AB] spreads itself/)
    const chain = Array.from({ length: 30 }, (_, i) => `fragment F${i} on T { ...F${i + 1} }`).join(' ')
    expect(graphqlProblem(`query { ...F0 } ${chain} fragment F30 on T { a }`)).toBe('The query spreads fragments inside fragments more than 20 deep.')
  })
})
