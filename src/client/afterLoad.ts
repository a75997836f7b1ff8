/** Runs `fn` once the page has loaded (at once if it has), so it never competes with the first paint. */
export function afterLoad(fn: () => void) {
  if (document.readyState === 'complete') setTimeout(fn, 0)
  else window.addEventListener('load', fn, { once: true })
}
