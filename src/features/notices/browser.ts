/**
 * "On this phone" (section[data-push], ./PushSection.tsx): registers the site's service
 * worker (/sw.js), asks the browser for permission and a push subscription with the site's
 * VAPID key, and sends it to /subscriptions/push with the kinds of notice and the classes ticked; "Stop"
 * ends it there and in the browser. Shown only where the browser has what it takes.
 */
const keyBytes = (base64url: string) => {
  const raw = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'))
  return Uint8Array.from(raw, (c) => c.charCodeAt(0))
}

async function post(body: Record<string, unknown>): Promise<boolean> {
  const res = await fetch('/subscriptions/push', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  return res.ok
}

export async function pushSection(section: HTMLElement) {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window) || !section.dataset.vapidKey) return
  const on = section.querySelector<HTMLButtonElement>('[data-push-on]')
  const off = section.querySelector<HTMLButtonElement>('[data-push-off]')
  const status = section.querySelector<HTMLElement>('[data-push-status]')
  if (!on || !off || !status) return
  const locale = document.documentElement.lang.startsWith('hi') ? 'hi' : 'en'
  const say = (text: string | undefined) => (status.textContent = text ?? '')
  const showSubscribed = (yes: boolean) => {
    off.hidden = !yes
  }
  const registration = await navigator.serviceWorker.register('/sw.js')
  section.hidden = false
  showSubscribed(Boolean(await registration.pushManager.getSubscription()))

  on.addEventListener('click', async () => {
    on.disabled = true
    try {
      if ((await Notification.requestPermission()) !== 'granted') return say(section.dataset.denied)
      const ready = await navigator.serviceWorker.ready
      const subscription =
        (await ready.pushManager.getSubscription()) ??
        (await ready.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(section.dataset.vapidKey ?? '') }))
      const topics = Array.from(section.querySelectorAll<HTMLInputElement>('input[name="push-topics"]:checked'), (i) => i.value)
      const classes = Array.from(section.querySelectorAll<HTMLInputElement>('input[name="push-classes"]:checked'), (i) => i.value)
      const ok = await post({ action: 'subscribe', subscription: subscription.toJSON(), topics, classes, locale })
      showSubscribed(ok)
      say(ok ? section.dataset.isOn : section.dataset.failed)
    } catch {
      say(section.dataset.failed)
    } finally {
      on.disabled = false
    }
  })

  off.addEventListener('click', async () => {
    off.disabled = true
    try {
      const subscription = await (await navigator.serviceWorker.ready).pushManager.getSubscription()
      if (subscription) {
        await post({ action: 'unsubscribe', subscription: { endpoint: subscription.endpoint } })
        await subscription.unsubscribe()
      }
      showSubscribed(false)
      say(section.dataset.isOff)
    } catch {
      say(section.dataset.failed)
    } finally {
      off.disabled = false
    }
  })
}
