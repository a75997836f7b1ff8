import { words } from '@/data/i18n'

export type NotificationSlide = {
  id: number | string
  title: string
  description?: string | null
  image?: { src: string; srcSet?: string; alt: string; width?: number; height?: number } | null
  /** The attached file, named by its title, and its kind (PDF, image). */
  attachment?: { url: string; label: string; kind: string } | null
  url?: string | null
}

/**
 * The notifications pop-up: a native modal dialog the site script (src/client/notice.ts)
 * opens once per visit after the page has loaded. Focus stays inside, Escape closes it, and
 * focus returns to where it was. Every notification is in the HTML; the script shows one at
 * a time. Without JavaScript it never opens (the same notices are on the page's own lists), nor
 * while an urgent emergency alert shows (src/client/notice.ts).
 */
export async function NotificationModal({ items }: { items: NotificationSlide[] }) {
  if (items.length === 0) return null
  const { t } = await words()
  return (
    <dialog className="notice" aria-labelledby="notice-title-0" data-notice="">
      {items.map((item, i) => (
        <div key={item.id} data-notice-item="" hidden={i > 0}>
          <div className="notice__header">
            <p className="notice__count">{t.notificationOf(i + 1, items.length)}</p>
            <button type="button" className="notice__close" aria-label={t.closeNotifications} data-notice-close="">
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <h2 id={`notice-title-${i}`}>{item.title}</h2>
          {item.image ? (
            // eslint-disable-next-line @next/next/no-img-element -- resized at upload
            <img
              className="notice__image"
              src={item.image.src}
              srcSet={item.image.srcSet}
              sizes="16rem"
              alt={item.image.alt}
              width={item.image.width}
              height={item.image.height}
              loading="lazy"
            />
          ) : null}
          {item.description ? <p>{item.description}</p> : null}
          <p className="notice__links">
            {item.attachment ? (
              <a href={item.attachment.url} target="_blank" rel="noopener">
                {item.attachment.label}
                <span className="visually-hidden"> {t.opensInNewTabKind(item.attachment.kind)}</span>
              </a>
            ) : null}
            {item.url ? (
              <a href={item.url} target="_blank" rel="noopener">
                {t.clickHere}
                <span className="visually-hidden"> {t.opensInNewTab}</span>
              </a>
            ) : null}
          </p>
          {items.length > 1 ? (
            <div className="notice__nav">
              <button type="button" data-notice-step="-1">
                {t.previousNotification}
              </button>
              <button type="button" data-notice-step="1">
                {t.nextNotification}
              </button>
            </div>
          ) : null}
        </div>
      ))}
    </dialog>
  )
}
