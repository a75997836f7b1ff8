/**
 * The full-screen photo viewer for thumbnail grids (ul[data-photo-grid] of a[data-photo],
 * src/components/gallery/PhotoGrid.tsx): a native modal <dialog> (focus kept inside, Escape
 * closes, the page behind inert) around an embla carousel (swipe, wrap-around). Embla is
 * already the site's carousel engine, so the viewer adds no library of its own.
 *
 * The spec's lightbox defaults: wraps both ways, preloads 2 photos either side, fades in over
 * 250 ms, slides take about 500 ms, 30% spacing between photos and 16 px padding, a loading
 * icon while a photo loads and an error icon if it fails. Closing returns focus to the
 * thumbnail of the photo last viewed.
 */
import type { EmblaCarouselType } from 'embla-carousel'

import { defineWords, wordsIn } from '@/lib/i18n/catalogue'
import { localeOf } from '@/lib/i18n/locales'

const PRELOAD = 2

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
  attrs: Record<string, string> = {},
) {
  const node = Object.assign(document.createElement(tag), props)
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v)
  return node
}

function button(label: string, icon: string, className: string) {
  const b = el('button', { type: 'button', className }, { 'aria-label': label })
  b.append(el('span', { textContent: icon }, { 'aria-hidden': 'true' }))
  return b
}

type Viewer = { open: (index: number) => void }

/** The viewer's words in the page's language (<html lang>): Hindi pages get Hindi. */
const WORDS = defineWords('photo viewer', {
  en: {
    viewer: 'Photo viewer',
    slide: (n: number, total: number) => `${n} of ${total}`,
    previous: 'Previous photo',
    next: 'Next photo',
    close: 'Close',
    failed: 'This photo could not be loaded.',
  },
  hi: {
    viewer: 'फ़ोटो दर्शक',
    slide: (n: number, total: number) => `${total} में से ${n}`,
    previous: 'पिछली फ़ोटो',
    next: 'अगली फ़ोटो',
    close: 'बंद करें',
    failed: 'यह फ़ोटो लोड नहीं हो सकी।',
  },
})

async function makeViewer(links: HTMLAnchorElement[]): Promise<Viewer> {
  const { default: EmblaCarousel } = await import('embla-carousel')
  const w = wordsIn(WORDS, localeOf(document.documentElement.lang))
  const dialog = el('dialog', { className: 'viewer' }, { 'aria-label': w.viewer })
  const viewport = el('div', { className: 'viewer__viewport' })
  const track = el('div', { className: 'viewer__track' })
  const slides = links.map((link, i) => {
    const slide = el(
      'div',
      { className: 'viewer__slide' },
      { role: 'group', 'aria-roledescription': 'slide', 'aria-label': w.slide(i + 1, links.length) },
    )
    slide.dataset.state = 'idle'
    track.append(slide)
    return slide
  })
  viewport.append(track)
  const prev = button(w.previous, '‹', 'viewer__prev')
  const next = button(w.next, '›', 'viewer__next')
  const close = button(w.close, '×', 'viewer__close')
  dialog.append(viewport, prev, next, close)
  document.body.append(dialog)

  // A photo is fetched when it is shown or within PRELOAD of the one shown.
  const load = (i: number) => {
    const slide = slides[i]
    const link = links[i]
    if (!slide || !link || slide.dataset.state !== 'idle') return
    slide.dataset.state = 'loading'
    const thumb = link.querySelector('img')
    const img = el('img', { alt: thumb?.alt ?? '', decoding: 'async' })
    if (link.dataset.width && link.dataset.height) {
      img.width = Number(link.dataset.width)
      img.height = Number(link.dataset.height)
    }
    img.addEventListener('load', () => (slide.dataset.state = 'done'))
    img.addEventListener('error', () => {
      slide.dataset.state = 'error'
      slide.append(el('p', { className: 'viewer__error', textContent: w.failed }))
    })
    if (link.dataset.srcset) {
      img.sizes = '100vw'
      img.srcset = link.dataset.srcset
    }
    img.src = link.href
    slide.append(img)
  }

  let embla: EmblaCarouselType | null = null
  let current = 0
  const show = () => {
    current = embla?.selectedScrollSnap() ?? current
    // Only the photo shown is in the accessibility tree.
    slides.forEach((s, i) => {
      if (i === current) s.removeAttribute('aria-hidden')
      else s.setAttribute('aria-hidden', 'true')
    })
    for (let d = -PRELOAD; d <= PRELOAD; d++) load((current + d + slides.length) % slides.length)
  }

  prev.addEventListener('click', () => embla?.scrollPrev())
  next.addEventListener('click', () => embla?.scrollNext())
  close.addEventListener('click', () => dialog.close())
  dialog.addEventListener('keydown', (e) => {
    if (e.key === 'ArrowLeft') embla?.scrollPrev()
    else if (e.key === 'ArrowRight') embla?.scrollNext()
    else return
    e.preventDefault()
  })
  // A click beside the photo (on the dark backdrop) closes the viewer; embla stops the click that ends a swipe.
  dialog.addEventListener('click', (e) => {
    const t = e.target as Element
    if (t === dialog || t === viewport || t.classList.contains('viewer__slide')) dialog.close()
  })
  dialog.addEventListener('close', () => links[current]?.focus())

  return {
    open(index) {
      current = index
      dialog.showModal()
      if (!embla) {
        embla = EmblaCarousel(viewport, { loop: links.length > 1, startIndex: index, duration: 40 })
        embla.on('select', show)
      } else {
        // Measured again: the page may have changed size while the viewer was closed.
        embla.reInit()
        embla.scrollTo(index, true)
      }
      show()
      close.focus()
    },
  }
}

/** Thumbnails open the viewer; a click with a modifier key still opens the photo in a new tab. */
export function photoGrids(grids: HTMLElement[]) {
  for (const grid of grids) {
    const links = Array.from(grid.querySelectorAll<HTMLAnchorElement>('a[data-photo]'))
    let viewer: Promise<Viewer> | null = null
    const get = () => (viewer ??= makeViewer(links))
    // Made ready as soon as a visitor points at or tabs into the grid.
    grid.addEventListener('pointerover', () => void get(), { once: true })
    grid.addEventListener('focusin', () => void get(), { once: true })
    grid.addEventListener('click', (e) => {
      const link = (e.target as Element).closest<HTMLAnchorElement>('a[data-photo]')
      if (!link || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return
      e.preventDefault()
      const index = links.indexOf(link)
      void get().then((v) => v.open(index))
    })
  }
}
