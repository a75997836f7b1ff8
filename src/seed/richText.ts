/** Builds Lexical rich-text documents from plain paragraphs, headings and lists. */

/** A paragraph's run of text, or a link within it. */
export type Inline = string | { text: string; url: string }

export type Block = string | { h: 2 | 3 | 4; text: string } | { ul: string[] } | { ol: string[] } | { p: Inline[] }

const text = (t: string) => ({ type: 'text', text: t, format: 0, detail: 0, mode: 'normal', style: '', version: 1 })
const base = { format: '', indent: 0, version: 1, direction: 'ltr' as const }

function node(block: Block): Record<string, unknown> {
  if (typeof block === 'string') {
    return { ...base, type: 'paragraph', textFormat: 0, textStyle: '', children: [text(block)] }
  }
  if ('p' in block) {
    const children = block.p.map((part) =>
      typeof part === 'string'
        ? text(part)
        : { ...base, type: 'link', version: 3, fields: { linkType: 'custom', url: part.url, newTab: false }, children: [text(part.text)] },
    )
    return { ...base, type: 'paragraph', textFormat: 0, textStyle: '', children }
  }
  if ('h' in block) return { ...base, type: 'heading', tag: `h${block.h}`, children: [text(block.text)] }
  const ordered = 'ol' in block
  const items = ordered ? block.ol : block.ul
  return {
    ...base,
    type: 'list',
    listType: ordered ? 'number' : 'bullet',
    tag: ordered ? 'ol' : 'ul',
    start: 1,
    children: items.map((t, i) => ({ ...base, type: 'listitem', value: i + 1, children: [text(t)] })),
  }
}

export type RichText = {
  root: { type: string; children: { type: string; version: number; [k: string]: unknown }[]; direction: ('ltr' | 'rtl') | null; format: 'left' | 'start' | 'center' | 'right' | 'end' | 'justify' | ''; indent: number; version: number }
  [k: string]: unknown
}

export function richText(...blocks: Block[]): RichText {
  return { root: { ...base, type: 'root', format: '', children: blocks.map(node) as RichText['root']['children'] } }
}
