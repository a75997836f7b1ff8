import { getHighlights } from '@/content/highlights/reads'
import { getNotifications } from '@/content/notifications/reads'
import { getOnlineRegistrations } from '@/content/online-registrations/reads'
import { section } from '@/data/section'
import { words } from '@/data/i18n'
import { fileKind, fileLabel, firstFile, imageOf, srcSetOf } from '@/lib/media'
import { isShowing } from '@/lib/notifications'
import { SectionError } from '../SectionError'
import { Marquee } from './Marquee'
import { NotificationModal, type NotificationSlide } from './NotificationModal'

/** Highlights marquee, the online-registration banner and the notification pop-up. */
export async function HomeHighlights() {
  const [highlights, registrations, notifications] = await Promise.all([
    section('highlights', getHighlights),
    section('online registrations', getOnlineRegistrations),
    section('notifications', getNotifications),
  ])
  const now = new Date()
  const { t } = await words()
  const slides: NotificationSlide[] = notifications.ok
    ? notifications.data
        .filter((n) => isShowing(n.showUntil, now))
        .map((n) => {
          const img = imageOf(n.image)
          const sources = img ? srcSetOf(img) : null
          const file = firstFile(n.attachments)
          return {
            id: n.id,
            title: n.title,
            description: n.description,
            image:
              img && sources
                ? {
                    src: sources.src,
                    srcSet: sources.srcSet,
                    alt: img.alt ?? '',
                    width: img.width ?? undefined,
                    height: img.height ?? undefined,
                  }
                : null,
            attachment: file?.url ? { url: file.url, label: fileLabel(file), kind: fileKind(file) } : null,
            url: n.url,
          }
        })
    : []
  const registration = registrations.ok ? registrations.data[0] : undefined
  const registrationFile = registration ? firstFile(registration.attachments) : null

  return (
    <>
      {!highlights.ok ? (
        <SectionError what="Highlights" />
      ) : highlights.data.length ? (
        <Marquee label="Highlights">
          {highlights.data.map((h) => {
            const file = firstFile(h.attachments)
            return (
              <li key={h.id}>
                <svg className="icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                  <path
                    d="M16.5 6.5v10a4.5 4.5 0 0 1-9 0V5a3 3 0 0 1 6 0v10.5a1.5 1.5 0 0 1-3 0V6.5"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                  />
                </svg>
                {file?.url ? (
                  <a href={file.url} target="_blank" rel="noopener">
                    {h.description}
                    <span className="visually-hidden">{` ${t.opensInNewTab}`}</span>
                  </a>
                ) : (
                  h.description
                )}
              </li>
            )
          })}
        </Marquee>
      ) : null}
      {registration ? (
        <aside className="registration-banner" aria-label={t.onlineRegistration}>
          <p>{registration.title}</p>
          {registrationFile?.url ? (
            <a className="button" href={registrationFile.url} target="_blank" rel="noopener">
              {t.registerNow}
              <span className="visually-hidden"> {t.opensInNewTab}</span>
            </a>
          ) : null}
        </aside>
      ) : null}
      <NotificationModal items={slides} />
    </>
  )
}
