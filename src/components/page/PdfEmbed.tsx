'use client'

import { useEffect, useState } from 'react'

/**
 * A PDF shown inside the page on wide screens, and always a link to open it. Phones'
 * browsers do not show PDFs inside pages, and the viewer is heavy, so the frame is added
 * only on a wide screen, after the page has loaded.
 */
export function PdfEmbed({ src, title }: { src: string; title: string }) {
  const [wide, setWide] = useState(false)
  useEffect(() => {
    const query = window.matchMedia('(min-width: 64rem)')
    const update = () => setWide(query.matches)
    const start = () => {
      update()
      query.addEventListener('change', update)
    }
    if (document.readyState === 'complete') start()
    else window.addEventListener('load', start, { once: true })
    return () => {
      window.removeEventListener('load', start)
      query.removeEventListener('change', update)
    }
  }, [])
  return (
    <>
      {wide ? <iframe src={src} title={title} loading="lazy" className="pdf-frame" /> : null}
      <p>
        <a href={src} target="_blank" rel="noopener">
          Open {title}
          <span className="visually-hidden"> (PDF, opens in a new tab)</span>
        </a>
      </p>
    </>
  )
}
