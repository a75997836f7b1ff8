/**
 * "Share on WhatsApp": a plain link to WhatsApp's own address for a message (wa.me, which
 * opens the app on a phone and WhatsApp Web elsewhere) holding the title and the page's
 * address; the page's share tags make the forward look right. No script, nothing loaded from
 * WhatsApp until the visitor follows it.
 */
export const whatsAppHref = (title: string, url: string) => `https://wa.me/?text=${encodeURIComponent(`${title}\n${url}`)}`

export function ShareOnWhatsApp({ title, url, label, small = false }: { title: string; url: string; label: string; small?: boolean }) {
  const link = (
    <a href={whatsAppHref(title, url)} rel="noopener" className="share-whatsapp">
      {label}
      <span className="visually-hidden">: {title}</span>
    </a>
  )
  return small ? link : <p>{link}</p>
}
