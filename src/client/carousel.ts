/**
 * Carousels ([data-carousel], src/components/home/Carousel.tsx). The server renders a strip of
 * slides that scrolls sideways; this adds the controls' behaviour at once, and embla (loaded
 * as a chunk of its own) moves the strip once the page has loaded and the carousel first
 * comes near the screen: no download, start-up work or animation for carousels a visitor has
 * not scrolled to, and none before the page's first paint.
 *
 * It advances every two seconds unless something pauses it: the visitor's pause button,
 * prefers-reduced-motion (the button then offers Play), a pointer over it, focus inside it,
 * or being off screen.
 */
import { afterLoad } from './afterLoad'

const AUTOPLAY_MS = 2000

type Reason = 'user' | 'hover' | 'focus' | 'motion' | 'offscreen'
type Engine = { scrollPrev: () => void; scrollNext: () => void; play: () => void; stop: () => void }

const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)')

function carousel(root: HTMLElement) {
  const viewport = root.querySelector<HTMLElement>('.carousel__viewport')
  const track = root.querySelector<HTMLElement>('.carousel__track')
  if (!viewport || !track) return
  const label = (root.getAttribute('aria-label') ?? '').toLowerCase()
  const pause = root.querySelector<HTMLButtonElement>('[data-carousel-pause]')
  const slideCount = () => track.children.length
  const paused = new Set<Reason>(['offscreen'])
  let engine: Engine | null = null

  const update = () => {
    const userPaused = paused.has('user') || paused.has('motion')
    if (pause) {
      // The page's language's words, when the server gave them (Hindi pages); else English.
      const said = userPaused ? pause.dataset.playLabel : pause.dataset.pauseLabel
      pause.setAttribute('aria-label', said ?? `${userPaused ? 'Play' : 'Pause'} ${label}`)
      const icon = pause.querySelector('[aria-hidden]')
      if (icon) icon.textContent = userPaused ? '▶' : '❚❚'
    }
    const playing = paused.size === 0 && slideCount() > 1
    root.dataset.playing = String(playing)
    if (engine) {
      if (playing) engine.play()
      else engine.stop()
    }
  }
  const set = (reason: Reason, on: boolean) => {
    if (paused.has(reason) === on) return
    if (on) paused.add(reason)
    else paused.delete(reason)
    update()
  }

  const syncMotion = () => set('motion', reducedMotion.matches)
  syncMotion()
  reducedMotion.addEventListener('change', syncMotion)
  root.addEventListener('mouseenter', () => set('hover', true))
  root.addEventListener('mouseleave', () => set('hover', false))
  root.addEventListener('focusin', () => set('focus', true))
  root.addEventListener('focusout', (e) => {
    if (!root.contains(e.relatedTarget as Node | null)) set('focus', false)
  })
  pause?.addEventListener('click', () => {
    const userPaused = paused.has('user') || paused.has('motion')
    set(paused.has('motion') ? 'motion' : 'user', !userPaused)
  })
  // Before embla runs, the arrows scroll the strip by one slide.
  const step = (dir: 1 | -1) => {
    if (engine) {
      if (dir > 0) engine.scrollNext()
      else engine.scrollPrev()
    } else {
      viewport.scrollBy({ left: dir * (track.firstElementChild?.clientWidth ?? viewport.clientWidth) })
    }
  }
  root.querySelector('[data-carousel-prev]')?.addEventListener('click', () => step(-1))
  root.querySelector('[data-carousel-next]')?.addEventListener('click', () => step(1))
  root.dataset.live = 'true'

  let starting = false
  const start = async () => {
    if (starting) return
    starting = true
    // The slides that wait in a template (the hero's photos after the first) join the strip.
    const later = root.querySelector<HTMLTemplateElement>('template[data-carousel-later]')
    if (later) track.append(later.content)
    const [{ default: EmblaCarousel }, { default: Autoplay }] = await Promise.all([
      import('embla-carousel'),
      import('embla-carousel-autoplay'),
    ])
    const autoplay = Autoplay({
      delay: AUTOPLAY_MS,
      playOnInit: false,
      stopOnInteraction: false,
      stopOnMouseEnter: false,
      stopOnFocusIn: false,
    })
    const embla = EmblaCarousel(viewport, { loop: slideCount() > 1, align: 'start', duration: 30 }, [autoplay])
    engine = {
      scrollPrev: () => embla.scrollPrev(),
      scrollNext: () => embla.scrollNext(),
      play: () => autoplay.play(),
      stop: () => autoplay.stop(),
    }
    // The strip no longer scrolls natively, so the viewport leaves the tab order.
    viewport.removeAttribute('tabindex')
    root.dataset.ready = 'true'
    update()
  }

  new IntersectionObserver(
    ([entry]) => {
      const near = Boolean(entry?.isIntersecting)
      set('offscreen', !near)
      if (near) afterLoad(() => void start())
    },
    { rootMargin: '200px 0px' },
  ).observe(root)
  update()
}

export function carousels(roots: HTMLElement[]) {
  for (const root of roots) carousel(root)
}
