'use client'

import { useState } from 'react'

type Row = { number: string; points: number }

type Props = {
  secret: string
  commitment: string
  /** Each class's list as published: its rows in their published order. */
  lists: { code: string; name: string; rows: Row[] }[]
  words: { title: string; how: string; check: string; matches: string; differs: string; secretOk: string; secretWrong: string }
}

const hex = async (text: string) =>
  Array.from(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))))
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('')

/**
 * Recomputes the draw in the visitor's browser (Web Crypto's SHA-256): the revealed secret
 * must hash to the commitment published before the list closed, and each list's order must be
 * points (highest first), then SHA-256(secret + ":" + number) (smallest first), then number.
 * An island (it runs in the browser). Without JavaScript the page still shows the rule, the
 * hash and each row's draw key.
 */
export function DrawVerifier({ secret, commitment, lists, words }: Props) {
  const [result, setResult] = useState<string[] | null>(null)
  const check = async () => {
    const lines = [(await hex(secret)) === commitment.toLowerCase() ? words.secretOk : words.secretWrong]
    for (const list of lists) {
      const keyed = await Promise.all(list.rows.map(async (r) => ({ ...r, key: await hex(`${secret}:${r.number}`) })))
      const order = [...keyed].sort((a, b) => b.points - a.points || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0) || (a.number < b.number ? -1 : 1))
      const same = order.every((r, i) => r.number === list.rows[i]?.number)
      lines.push(`${list.name}: ${same ? words.matches : words.differs}`)
    }
    setResult(lines)
  }
  return (
    <section aria-labelledby="draw-verifier" data-island="">
      <h3 id="draw-verifier">{words.title}</h3>
      <p>{words.how}</p>
      <button type="button" className="button" onClick={() => void check()}>
        {words.check}
      </button>
      <div role="status" aria-live="polite">
        {result ? (
          <ul data-verifier-result>
            {result.map((l) => (
              <li key={l}>{l}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  )
}
