/**
 * The notifications pop-up (dialog[data-notice], src/components/home/NotificationModal.tsx):
 * opened once per visit (sessionStorage) after the page has loaded, one notification at a
 * time. A native modal dialog keeps focus inside and closes on Escape; focus then goes back
 * where it was, or to the start of the page.
 *
 * Never over an urgent emergency alert (AlertBanner.tsx): while one shows, the alert is what
 * a parent must see, and a modal would dim it. The visit does not count as seen, so the
 * pop-up opens on a later view of the home page once the alert has ended or been dismissed.
 */
import { afterLoad } from './afterLoad'

const SEEN_KEY = 'notificationsSeen'

/** An urgent alert the visitor can see (one they dismissed is in the page, hidden by their own stylesheet). */
const urgentAlertShowing = () =>
  Array.from(document.querySelectorAll<HTMLElement>('[data-alert][data-severity="danger"]')).some((el) => el.getClientRects().length > 0)

export function notice(dialog: HTMLDialogElement) {
  const items = Array.from(dialog.querySelectorAll<HTMLElement>('[data-notice-item]'))
  if (!items.length) return
  let index = 0
  let returnTo: Element | null = null
  const show = (i: number) => {
    index = (i + items.length) % items.length
    items.forEach((item, j) => (item.hidden = j !== index))
    dialog.setAttribute('aria-labelledby', `notice-title-${index}`)
  }
  dialog.addEventListener('click', (e) => {
    const button = (e.target as Element).closest('button')
    if (!button) return
    if (button.hasAttribute('data-notice-close')) dialog.close()
    const step = Number(button.dataset.noticeStep)
    if (step) {
      show(index + step)
      // Focus stays on the same button, now in the notification shown.
      items[index]?.querySelector<HTMLButtonElement>(`[data-notice-step="${step}"]`)?.focus()
    }
  })
  dialog.addEventListener('close', () => {
    // The close event comes a moment after the dialog closed: a visitor who has already moved
    // on (a Tab on a busy phone) keeps the focus where they put it.
    const now = document.activeElement
    if (now && now !== document.body && !dialog.contains(now)) return
    if (returnTo instanceof HTMLElement && returnTo !== document.body) {
      returnTo.focus()
      return
    }
    // Nothing had focus (the pop-up opened on load): go back to the start of the page, so the
    // next Tab reaches the skip link.
    document.body.setAttribute('tabindex', '-1')
    document.body.focus()
    document.body.removeAttribute('tabindex')
  })
  // Once loaded: every stylesheet has applied, the visitor's dismissals among them.
  afterLoad(() => {
    if (urgentAlertShowing() || seenThisVisit()) return
    returnTo = document.activeElement
    dialog.showModal()
  })
}

/** Whether the pop-up has opened before in this visit; marks it opened. */
function seenThisVisit(): boolean {
  try {
    if (sessionStorage.getItem(SEEN_KEY)) return true
    sessionStorage.setItem(SEEN_KEY, '1')
  } catch {
    // storage blocked: show it on this page view
  }
  return false
}
