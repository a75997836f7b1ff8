/**
 * GraphQL's budget over plain HTTP to the shared server: a document over 100 KB gets 413 from
 * its Content-Length before a byte of it is read (so in a time that does not depend on it), one
 * within that size but over its tokens, depth or aliases 400, each in Payload's error shape
 * naming what was over and the limit; an ordinary query still 200.
 */
import net from 'node:net'

import { expect, test } from '@playwright/test'

const KB = 1024

/** A document of `bytes` (a comment fills what `query` does not: comments are no tokens). */
const padded = (query: string, bytes: number) => `${query}\n#${'x'.repeat(bytes - query.length - 2)}`

test('a 10 MB GraphQL document gets 413 in Payload’s error shape within 100 ms of its first byte', async ({ baseURL }) => {
  const { hostname, port } = new URL(baseURL!)
  const body = Buffer.from(JSON.stringify({ query: `{ meUser { ${'__typename '.repeat(1_000_000)} } }` }))
  expect(body.length).toBeGreaterThan(10 * 1024 * KB)
  const socket = net.connect(Number(port), hostname)
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject))
  let head = ''
  let answer = ''
  let statusAfter = 0
  const done = new Promise<void>((resolve, reject) => {
    socket.on('data', (chunk: Buffer) => {
      if (!statusAfter && (head + chunk.toString('latin1')).includes('\r\n')) statusAfter = performance.now() - sent
      head += chunk.toString('latin1')
      answer += chunk.toString()
      const end = answer.indexOf('\r\n\r\n')
      const length = Number(/content-length: (\d+)/i.exec(answer)?.[1])
      if (end >= 0 && Buffer.byteLength(answer.slice(end + 4)) >= length) resolve()
    })
    socket.on('error', reject)
    socket.on('close', () => resolve())
  })
  const sent = performance.now()
  socket.write(`POST /cms-api/graphql HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`)
  socket.write(body)
  await done
  socket.destroy()
  expect(answer).toMatch(/^HTTP\/1\.1 413 /)
  expect(answer.toLowerCase()).toContain('content-type: application/json')
  expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
    errors: [{ message: 'This is too large for a GraphQL request: at most 100 KB may be sent here.', field: 'body' }],
  })
  // The refusal comes from the Content-Length, before the body is read: its time is one round trip.
  expect(statusAfter).toBeLessThan(100)
})

test('a GraphQL document within 100 KB but over its tokens, depth or aliases gets 400 naming the limit; an ordinary query 200', async ({ request }) => {
  const size = 99 * KB
  const overs: [string, string][] = [
    [`{ meUser { ${'a '.repeat(49_000)} } }`, 'The query has more than 10,000 tokens (names, punctuation and values): send a shorter one.'],
    [padded(`{ meUser { ${'a { '.repeat(15)}b${' }'.repeat(15)} } }`, size), 'The query is nested more than 15 fields deep.'],
    [
      padded(`{ meUser { ${Array.from({ length: 3_000 }, (_, i) => `a${i}: __typename`).join(' ')} } }`, size),
      'The query has more than 100 aliases (fields asked under another name).',
    ],
  ]
  for (const [query, message] of overs) {
    expect(Buffer.byteLength(JSON.stringify({ query }))).toBeGreaterThan(88 * KB)
    expect(Buffer.byteLength(JSON.stringify({ query }))).toBeLessThan(100 * KB)
    const answer = await request.post('/cms-api/graphql', { data: { query } })
    expect(answer.status(), message).toBe(400)
    expect(await answer.json(), message).toEqual({ errors: [{ message }] })
  }
  const ordinary = await request.post('/cms-api/graphql', { data: { query: '{ meUser { user { email } } }' } })
  expect(ordinary.status()).toBe(200)
  expect(await ordinary.json()).toEqual({ data: { meUser: { user: null } } })
})
