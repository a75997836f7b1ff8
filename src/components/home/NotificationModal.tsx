'use client'

import { useEffect, useRef, useState } from 'react'

export type NotificationSlide = {
  id: number | string
  title: string
  description?: string | null
  image?: { src: string; srcSet?: string; alt: string; width?: number; height?: number } | null
  attachmentUrl?: string | null
  url?: string | null
}

const SEEN_KEY = 'notificationsSeen'

/**
 * Opens once per visit when there are notifications. A native modal dialog: focus stays
 * inside, Escape closes it, and focus returns to where it was.
 */
export function NotificationModal({ items }: { items: NotificationSlide[] }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const returnTo = useRef<Element | null>(null)
  const [index, setIndex] = useState(0)

  useEffect(() => {
    const d = dialog.current
    if (!d || items.length === 0) return
    try {
      if (sessionStorage.getItem(SEEN_KEY)) return
      sessionStorage.setItem(SEEN_KEY, '1')
    } catch {
      // storage blocked: show it on this page view
    }
    const open = () => {
      returnTo.current = document.activeElement
      d.showModal()
    }
    // Opened once the page has loaded, so it never holds up the page's own first paint.
    if (document.readyState === 'complete') open()
    else window.addEventListener('load', open, { once: true })
    const restore = () => {
      const back = returnTo.current
      if (back instanceof HTMLElement && back !== document.body) {
        back.focus()
        return
      }
      // Nothing had focus (the pop-up opened on load): go back to the start of the page,
      // so the next Tab reaches the skip link.
      document.body.setAttribute('tabindex', '-1')
      document.body.focus()
      document.body.removeAttribute('tabindex')
    }
    d.addEventListener('close', restore)
    return () => {
      window.removeEventListener('load', open)
      d.removeEventListener('close', restore)
    }
  }, [items.length])

  if (items.length === 0) return null
  const item = items[index % items.length]!
  const step = (n: number) => setIndex((i) => (i + n + items.length) % items.length)

  return (
    <dialog ref={dialog} className="notice" aria-labelledby="notice-title" data-island="">
      <div className="notice__header">
        <p className="notice__count">
          Notification {index + 1} of {items.length}
        </p>
        <button type="button" className="notice__close" aria-label="Close notifications" onClick={() => dialog.current?.close()}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <h2 id="notice-title">{item.title}</h2>
      {item.image ? (
        // eslint-disable-next-line @next/next/no-img-element -- resized at upload
        <img className="notice__image" src={item.image.src} srcSet={item.image.srcSet} sizes="16rem" alt={item.image.alt} width={item.image.width} height={item.image.height} loading="lazy" />
      ) : null}
      {item.description ? <p>{item.description}</p> : null}
      <p className="notice__links">
        {item.attachmentUrl ? (
          <a href={item.attachmentUrl} target="_blank" rel="noopener">
            Attachment<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        ) : null}
        {item.url ? (
          <a href={item.url} target="_blank" rel="noopener">
            Click Here<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        ) : null}
      </p>
      {items.length > 1 ? (
        <div className="notice__nav">
          <button type="button" onClick={() => step(-1)}>
            Previous notification
          </button>
          <button type="button" onClick={() => step(1)}>
            Next notification
          </button>
        </div>
      ) : null}
    </dialog>
  )
}
