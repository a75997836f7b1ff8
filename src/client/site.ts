/**
 * The public site's behaviours, as one small plain script (no React): the pages are
 * server-rendered documents and work without it; this only adds what JavaScript makes
 * better. `scripts/build.mjs` bundles it to a content-hashed file under /_next/static/site/,
 * and the layout loads it with `defer` on every page (docs/decisions/0007-pages-as-documents.md).
 *
 * Each behaviour finds its elements by a data attribute the server component renders:
 *   [data-menu]           the main menu (src/components/site/MainMenu.tsx)
 *   [data-theme-color]    a page-colour button (ThemeSwitcher.tsx)
 *   select[data-auto-submit]  a filter that applies a choice picked from its list (FilterForm.tsx)
 *   [data-tabs]           WAI-ARIA tabs (Tabs.tsx)
 *   [data-pdf-embed]      a PDF shown in a frame on wide screens (PdfEmbed.tsx)
 *   [data-marquee]        a scrolling strip with a pause button (Marquee.tsx)
 * and, each in a chunk of its own that only the pages having them fetch:
 *   [data-carousel]       a carousel (Carousel.tsx; ./carousel.ts, embla once near the screen)
 *   dialog[data-notice]   the notifications pop-up (NotificationModal.tsx; ./notice.ts)
 *   [data-photo-grid]     thumbnails that open the photo viewer (PhotoGrid.tsx; ./viewer.ts)
 *   form[data-tc-form]    the TC lookup's inline checks (src/features/tc: TcForm.tsx, browser.ts)
 *   section[data-push]    notices on this phone (src/features/notices: PushSection.tsx, browser.ts)
 */
import { isThemeColor, THEME_STORAGE_KEY } from '@/lib/theme'

const all = <T extends Element = HTMLElement>(selector: string, root: ParentNode = document) =>
  Array.from(root.querySelectorAll<T>(selector))

/** The menu: a toggle on narrow screens, and a disclosure button per group. Escape closes what is open. */
function menu() {
  for (const nav of all('[data-menu]')) {
    const toggle = nav.querySelector<HTMLButtonElement>('[data-menu-toggle]')
    const groups = all('[data-menu-group]', nav)
    const setGroup = (open: HTMLElement | null) => {
      for (const g of groups) {
        const on = g === open
        g.dataset.open = String(on)
        g.querySelector('button')?.setAttribute('aria-expanded', String(on))
      }
    }
    const setOpen = (on: boolean) => {
      nav.dataset.open = String(on)
      toggle?.setAttribute('aria-expanded', String(on))
    }
    toggle?.addEventListener('click', () => setOpen(nav.dataset.open !== 'true'))
    for (const g of groups) {
      g.querySelector('button')?.addEventListener('click', () => setGroup(g.dataset.open === 'true' ? null : g))
    }
    // Escape closes the open group (focus back on its button), else the folded menu.
    document.addEventListener('keydown', (e) => {
      if (e.key !== 'Escape') return
      const openGroup = groups.find((g) => g.dataset.open === 'true')
      if (openGroup) {
        setGroup(null)
        if (openGroup.contains(document.activeElement) || nav.contains(document.activeElement)) openGroup.querySelector('button')?.focus()
      } else if (nav.dataset.open === 'true') {
        setOpen(false)
        toggle?.focus()
      }
    })
    document.addEventListener('click', (e) => {
      if (!nav.contains(e.target as Node)) setGroup(null)
    })
  }
}

/** Page colour: the choice is kept in localStorage; the boot script in <head> applies it before paint. */
function theme() {
  const buttons = all<HTMLButtonElement>('[data-theme-color]')
  if (!buttons.length) return
  const saved = () => {
    try {
      const c = localStorage.getItem(THEME_STORAGE_KEY)
      return isThemeColor(c) ? c : null
    } catch {
      return null
    }
  }
  const show = (color: string | null) => {
    const current = color ?? buttons.find((b) => b.dataset.default !== undefined)?.dataset.themeColor
    for (const b of buttons) b.setAttribute('aria-pressed', String(b.dataset.themeColor === current))
  }
  for (const b of buttons) {
    b.addEventListener('click', () => {
      const color = b.dataset.themeColor!
      document.documentElement.style.setProperty('--page-bg', color)
      try {
        localStorage.setItem(THEME_STORAGE_KEY, color)
      } catch {
        // storage blocked: the colour still applies to this page
      }
      show(color)
    })
  }
  window.addEventListener('storage', (e) => {
    if (e.key !== THEME_STORAGE_KEY) return
    const c = saved()
    if (c) document.documentElement.style.setProperty('--page-bg', c)
    show(c)
  })
  show(saved())
}

/**
 * A filter's select submits its form when a choice is picked from its list (a tap or a
 * click). From the keyboard, the arrow keys only step through the choices, which would
 * otherwise reload the page at every step and drop focus to the top; Enter, or the Show
 * button, applies the one reached. A choice made before this script ran (a slow phone) is
 * applied at once, so the list never disagrees with the select.
 */
function autoSubmit() {
  for (const select of all<HTMLSelectElement>('select[data-auto-submit]')) {
    const submit = () => select.form?.requestSubmit()
    let stepping = false
    select.addEventListener('keydown', (e) => {
      if (e.key === 'Enter') {
        e.preventDefault()
        submit()
      }
      stepping = e.key !== 'Enter'
    })
    select.addEventListener('pointerdown', () => (stepping = false))
    select.addEventListener('change', () => {
      if (!stepping) submit()
      stepping = false
    })
    if (Array.from(select.options).some((o) => o.selected !== o.defaultSelected)) submit()
  }
}

/** WAI-ARIA tabs: click or arrow keys, Home and End; only the active panel is shown. */
function tabs() {
  for (const root of all('[data-tabs]')) {
    const list = root.querySelector<HTMLElement>('[role=tablist]')
    const tabEls = all<HTMLButtonElement>('[role=tab]', root)
    const panels = tabEls.map((t) => document.getElementById(t.getAttribute('aria-controls') ?? ''))
    let active = Math.max(
      0,
      tabEls.findIndex((t) => t.getAttribute('aria-selected') === 'true'),
    )
    const select = (i: number, focus: boolean) => {
      active = (i + tabEls.length) % tabEls.length
      tabEls.forEach((t, j) => {
        t.setAttribute('aria-selected', String(j === active))
        t.tabIndex = j === active ? 0 : -1
        const p = panels[j]
        if (p) p.hidden = j !== active
      })
      if (focus) tabEls[active]?.focus()
    }
    tabEls.forEach((t, i) => t.addEventListener('click', () => select(i, false)))
    list?.addEventListener('keydown', (e) => {
      const moves: Record<string, number> = { ArrowRight: active + 1, ArrowLeft: active - 1, Home: 0, End: tabEls.length - 1 }
      const to = moves[e.key]
      if (to === undefined) return
      e.preventDefault()
      select(to, true)
    })
  }
}

/**
 * A PDF in a frame on wide screens, added after the page has loaded (phones' browsers do not
 * show PDFs inside pages, and the viewer is heavy). The link to open it is always there.
 */
function pdfEmbeds() {
  const frames = all<HTMLIFrameElement>('[data-pdf-embed] iframe[data-src]')
  if (!frames.length) return
  const wide = window.matchMedia('(min-width: 64rem)')
  const update = () => {
    for (const f of frames) {
      if (wide.matches && !f.getAttribute('src')) f.src = f.dataset.src ?? ''
      f.hidden = !wide.matches
    }
  }
  const start = () => {
    update()
    wide.addEventListener('change', update)
  }
  // As ./afterLoad.ts does for the chunks; not imported here, so that the entry shares no
  // module with them and a text page stays one request.
  if (document.readyState === 'complete') start()
  else window.addEventListener('load', start, { once: true })
}

/** The scrolling strip's pause/play button (hover and focus pause it through CSS). */
function marquees() {
  for (const root of all('[data-marquee]')) {
    const button = root.querySelector<HTMLButtonElement>('[data-marquee-pause]')
    const label = (root.getAttribute('aria-label') ?? '').toLowerCase()
    button?.addEventListener('click', () => {
      const paused = root.dataset.paused !== 'true'
      root.dataset.paused = String(paused)
      button.setAttribute('aria-label', `${paused ? 'Play' : 'Pause'} ${label}`)
      const icon = button.querySelector('[aria-hidden]')
      if (icon) icon.textContent = paused ? '▶' : '❚❚'
    })
  }
}

/** Behaviours only some pages have: each page fetches the chunks for what it shows. */
function chunks() {
  const failed = (err: unknown) => console.error(err)
  const carousels = all('[data-carousel]')
  if (carousels.length) import('./carousel').then((m) => m.carousels(carousels), failed)
  const notice = document.querySelector<HTMLDialogElement>('dialog[data-notice]')
  if (notice) import('./notice').then((m) => m.notice(notice), failed)
  const grids = all('[data-photo-grid]')
  if (grids.length) {
    // A photo tapped before the viewer has loaded opens in it once it has (not as a bare image).
    let early: HTMLAnchorElement | null = null
    const hold = (e: MouseEvent) => {
      const link = (e.target as Element | null)?.closest<HTMLAnchorElement>('[data-photo-grid] a[data-photo]')
      if (!link || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return
      e.preventDefault()
      early = link
    }
    document.addEventListener('click', hold)
    import('./viewer').then(
      (m) => {
        document.removeEventListener('click', hold)
        m.photoGrids(grids)
        early?.click()
      },
      (err: unknown) => {
        document.removeEventListener('click', hold)
        if (early) location.href = early.href
        failed(err)
      },
    )
  }
  const tc = document.querySelector<HTMLFormElement>('form[data-tc-form]')
  if (tc) import('@/features/tc/browser').then((m) => m.tcForm(tc), failed)
  const push = document.querySelector<HTMLElement>('section[data-push]')
  if (push) import('@/features/notices/browser').then((m) => m.pushSection(push), failed)
}

for (const behaviour of [menu, theme, autoSubmit, tabs, pdfEmbeds, marquees, chunks]) {
  try {
    behaviour()
  } catch (err) {
    // One behaviour failing must not take the others with it; the page works without them.
    console.error(err)
  }
}
