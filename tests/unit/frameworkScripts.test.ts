import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { hasIsland, withoutFrameworkScripts } from '@/lib/frameworkScripts'
import { inlineScriptHashes, scriptHash } from '@/lib/securityHeaders'

// The shape of a page as Next 16 writes it (abridged from a real /news response).
const page = (body: string) =>
  [
    '<!DOCTYPE html><html lang="en-IN"><head><meta charSet="utf-8"/>',
    '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/398c2d76j7v7d.js"/>',
    '<script src="/_next/static/chunks/1buksx_mdjj91.js" async=""></script>',
    '<script src="/_next/static/chunks/0cz1d0mv5g_q7.js" noModule=""></script>',
    "<script>document.documentElement.setAttribute('data-js','')</script>",
    '<script src="/_next/static/site/site-0123456789abcdef.js" defer=""></script>',
    '<link rel="stylesheet" href="/_next/static/chunks/2ta96unou9631.css"/>',
    '</head><body>',
    body,
    '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[]});</script>',
    '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
    '<script>self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n2:I[\\"data-island\\"]\\u003c/script\\u003e"])</script>',
    '<script>$RC("B:0","S:0")</script>',
    '</body></html>',
  ].join('')

describe('pages as documents', () => {
  it("drops Next's files, preloads, runtime and component tree from a page with no island", () => {
    const out = withoutFrameworkScripts(page('<main><h1>News</h1><a href="/news?page=2">Next</a></main>'))
    expect(out).not.toMatch(/\/_next\/static\/chunks\/[^"]+\.js/)
    expect(out).not.toContain('__next_f')
    expect(out).not.toContain('TURBOPACK')
    // What is not Next's stays: the layout's scripts, the site script, styles, streaming, content.
    expect(out).toContain("setAttribute('data-js','')")
    expect(out).toContain('<script src="/_next/static/site/site-0123456789abcdef.js" defer=""></script>')
    expect(out).toContain('2ta96unou9631.css')
    expect(out).toContain('$RC("B:0","S:0")')
    expect(out).toContain('<h1>News</h1>')
    expect(inlineScriptHashes(out)).toEqual([
      scriptHash("document.documentElement.setAttribute('data-js','')"),
      scriptHash('$RC("B:0","S:0")'),
    ])
  })

  it('leaves a page with an island as it is', () => {
    const html = page('<main><div class="carousel" data-island="" role="group">…</div></main>')
    expect(hasIsland(html)).toBe(true)
    expect(withoutFrameworkScripts(html)).toBe(html)
  })

  it("leaves Next's error shell as it is: React renders that page in the browser", () => {
    const html = page('<div hidden=""><!--$--><!--/$--></div>').replace('<html lang="en-IN">', '<html id="__next_error__">')
    expect(withoutFrameworkScripts(html)).toBe(html)
  })

  it('does not take the words "data-island" in text or in the serialized tree for an island', () => {
    const html = page('<main><p>Our data-island project</p></main>')
    expect(hasIsland(html)).toBe(false)
    expect(withoutFrameworkScripts(html)).not.toContain('__next_f')
  })

  it('every client component of the public site is an island, or says it is rendered on the server only', () => {
    // A React component that must run in the browser and is not marked would silently stop
    // working on a page without islands. Marked: data-island on its root element. A client
    // component used only for what React does on the server (the TC form's useActionState,
    // which makes a plain form post) says so in its doc comment instead.
    // Shared components, and those kept with their feature (src/features/<f>/).
    const client: string[] = []
    for (const dir of ['../../src/components', '../../src/features'].map((d) => path.resolve(__dirname, d))) {
      for (const file of fs.readdirSync(dir, { recursive: true }) as string[]) {
        if (!file.endsWith('.tsx') || file.startsWith('admin')) continue
        const text = fs.readFileSync(path.join(dir, file), 'utf8')
        if (!/^'use client'/.test(text)) continue
        client.push(file)
        expect(text, file).toMatch(/data-island=""|rendered on the\s+(?:\*\s+)?server only/)
      }
    }
    expect(client.length).toBeGreaterThan(0)
  })
})
