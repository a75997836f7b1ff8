/**
 * Notices on WhatsApp (issue #45, Build 4), through Meta's WhatsApp Business Cloud API: off
 * unless the school has turned it on and filled in its WhatsApp Business set-up (Settings →
 * WhatsApp notices, ./settings.ts). A business may start a conversation only with a template
 * Meta approved, so the school registers two with Meta:
 *
 * - the notice (utility): its body's {{1}} is the notice's title and {{2}} the address where a
 *   parent stops WhatsApp notices (every message carries the way to stop); its one button is a
 *   "Visit website" button whose address is the school's site followed by {{1}}, filled with the
 *   rest of the notice's link;
 * - the confirmation code (authentication, with a "Copy code" button, or utility): its body's
 *   {{1}} is the six-digit code.
 *
 * One POST per message (`sendTemplate`) to `{WHATSAPP_API_URL}/{phone number id}/messages`, with
 * the school's access token; Meta answers with the message's id (`wamid.…`), which the status
 * webhook (./webhook.ts) names when it reports the message delivered or failed.
 *
 * Pure but for `sendTemplate`.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

import { LOCALES, type Locale } from '@/lib/i18n/locales'
import type { Failure } from '../channel'
import { dltVar } from '../sms/sms'

/** A school's WhatsApp set-up as the sender needs it (all of it there: else WhatsApp is off for the school). */
export type WhatsAppSettings = {
  phoneNumberId: string
  accessToken: string
  businessAccountId?: string
  noticeTemplate: string
  codeTemplate: string
  /** Authentication templates carry the code again in their "Copy code" button; utility ones only in the text. */
  codeTemplateKind: 'authentication' | 'utility'
  /** The languages the templates are approved in, the first the one used for a parent whose language is not among them. */
  languages: Locale[]
}

/** What the webhook needs: the number whose statuses it takes, and the two secrets Meta and the school share. */
export type WebhookSettings = { phoneNumberId: string; verifyToken: string; appSecret: string }

/** The settings page's record, as stored (./settings.ts). */
export type StoredWhatsApp = Partial<Record<'phoneNumberId' | 'accessToken' | 'businessAccountId' | 'noticeTemplate' | 'codeTemplate' | 'codeTemplateKind' | 'verifyToken' | 'appSecret', string | null>> & {
  enabled?: boolean | null
  languages?: string[] | null
}

/** A template's name as Meta allows it: small letters, digits and underscores. */
export const TEMPLATE_NAME = /^[a-z0-9_]{1,512}$/
/** A phone number's or business account's id in the Cloud API: digits. */
export const GRAPH_ID = /^\d{5,30}$/

const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : '')

/** The settings when WhatsApp is on and every part of the set-up is there and well formed; else null (WhatsApp is off for the school). */
export function whatsAppSettingsOf(stored: StoredWhatsApp | null | undefined): WhatsAppSettings | null {
  if (!stored?.enabled) return null
  const phoneNumberId = trimmed(stored.phoneNumberId)
  const accessToken = trimmed(stored.accessToken)
  const noticeTemplate = trimmed(stored.noticeTemplate)
  const codeTemplate = trimmed(stored.codeTemplate)
  const languages = LOCALES.filter((l) => stored.languages?.includes(l))
  // The order the school ticked them in: the first is the fallback.
  languages.sort((a, b) => stored.languages!.indexOf(a) - stored.languages!.indexOf(b))
  if (!GRAPH_ID.test(phoneNumberId) || !accessToken || !TEMPLATE_NAME.test(noticeTemplate) || !TEMPLATE_NAME.test(codeTemplate) || !languages.length) return null
  const businessAccountId = trimmed(stored.businessAccountId)
  return {
    phoneNumberId,
    accessToken,
    ...(businessAccountId ? { businessAccountId } : {}),
    noticeTemplate,
    codeTemplate,
    codeTemplateKind: stored.codeTemplateKind === 'utility' ? 'utility' : 'authentication',
    languages,
  }
}

/** What the webhook checks requests with, when the school saved both secrets (whether or not sending is on: late statuses still count). */
export function webhookSettingsOf(stored: StoredWhatsApp | null | undefined): WebhookSettings | null {
  const phoneNumberId = trimmed(stored?.phoneNumberId)
  const verifyToken = trimmed(stored?.verifyToken)
  const appSecret = trimmed(stored?.appSecret)
  return GRAPH_ID.test(phoneNumberId) && verifyToken && appSecret ? { phoneNumberId, verifyToken, appSecret } : null
}

/** The template language a parent gets: theirs when the templates are approved in it, else the school's first. */
export const templateLanguage = (settings: Pick<WhatsAppSettings, 'languages'>, locale: Locale): string => (settings.languages.includes(locale) ? locale : settings.languages[0]!)

/** A template parameter as the Cloud API takes it: one line (no new lines, tabs or runs of spaces), cut to `max` characters. */
export const templateText = (value: string, max = 200) => dltVar(value, max)

/**
 * What the button's {{1}} is filled with: the notice's link after the school's site address
 * (the button's registered address is the site's followed by {{1}}); null when the link is not
 * on the site. A link to the home page itself (an emergency alert's) is `?from=whatsapp`: Meta
 * takes no empty parameter, and the home page ignores the query.
 */
export function linkSuffix(url: string, origin: string): string | null {
  const base = `${origin.replace(/\/+$/, '')}/`
  if (url === base.slice(0, -1) || url === base) return '?from=whatsapp'
  return url.startsWith(base) ? url.slice(base.length) : null
}

/** Where a parent stops WhatsApp notices: the Get notices page's stop form, in their language. */
export const stopLink = (origin: string, locale: Locale) => `${origin.replace(/\/+$/, '')}${locale === 'en' ? '' : `/${locale}`}/notices#whatsapp-stop`

type Parameter = { type: 'text'; text: string }
/** One template message as the Cloud API takes it. */
export type TemplateMessage = {
  messaging_product: 'whatsapp'
  recipient_type: 'individual'
  to: string
  type: 'template'
  template: {
    name: string
    language: { code: string }
    components: ({ type: 'body'; parameters: Parameter[] } | { type: 'button'; sub_type: 'url'; index: '0'; parameters: Parameter[] })[]
  }
}

const template = (to: string, name: string, language: string, components: TemplateMessage['template']['components']): TemplateMessage => ({
  messaging_product: 'whatsapp',
  recipient_type: 'individual',
  to,
  type: 'template',
  template: { name, language: { code: language }, components },
})

/** The notice template: the title and the way to stop in the body, the rest of the notice's link in the button's address. */
export function noticeMessage(settings: WhatsAppSettings, m: { to: string; locale: Locale; title: string; suffix: string; stop: string }): TemplateMessage {
  return template(m.to, settings.noticeTemplate, templateLanguage(settings, m.locale), [
    { type: 'body', parameters: [{ type: 'text', text: templateText(m.title) }, { type: 'text', text: m.stop }] },
    { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: m.suffix }] },
  ])
}

/** The confirmation template: the code in the body and, for an authentication template, in its "Copy code" button too (Meta's shape for one). */
export function codeMessage(settings: WhatsAppSettings, m: { to: string; locale: Locale; code: string }): TemplateMessage {
  const code = [{ type: 'text' as const, text: m.code }]
  return template(m.to, settings.codeTemplate, templateLanguage(settings, m.locale), [
    { type: 'body', parameters: code },
    ...(settings.codeTemplateKind === 'authentication' ? [{ type: 'button' as const, sub_type: 'url' as const, index: '0' as const, parameters: code }] : []),
  ])
}

/**
 * What a Cloud API error means for the message (Meta's error codes; an unknown one is tried again):
 * - the parent told WhatsApp to stop this business's messages (131050): `gone`, the number is
 *   erased as an unsubscribe would;
 * - this message can never go as it is: the number cannot get it (131026: not on WhatsApp, an
 *   old app, terms not accepted), a template missing, paused, disabled or with other parameters
 *   (132xxx), a message outside the 24-hour window (131047), a request Meta will not take (100,
 *   131008, 131009, 131021, 131051): `final`;
 * - anything else: the rate (130429, 131056, 131048, 80007, 4), an expired or refused token
 *   (190, 0, 10, 200–299: the school's set-up, fixed in Settings), Meta's own trouble (1, 2,
 *   131000, 131016, 133004), an account locked or unpaid: `again`, a few times.
 */
export function failureOfCode(code: number | undefined, status: number): Failure {
  if (code === 131050) return 'gone'
  if (code === 131026 || code === 131047 || code === 100 || code === 131008 || code === 131009 || code === 131021 || code === 131051) return 'final'
  if (code !== undefined && code >= 132000 && code < 133000) return 'final'
  // No error body: an answer that is not the Cloud API's (a proxy's 4xx is the message's fault only when it says so).
  if (code === undefined && (status === 400 || status === 422)) return 'final'
  return 'again'
}

/** A Cloud API error body's parts (`{ error: { message, type, code, error_subcode, fbtrace_id } }`). */
type GraphError = { message?: unknown; code?: unknown; error_subcode?: unknown; error_data?: { details?: unknown } }

export type SendResult = { ok: true; id: string } | { ok: false; failure: Failure; error: string }

/** An error that is the network's: nothing reached Meta (connection refused, reset, no answer in time). */
const unreachable = (err: unknown) => {
  const e = err as { name?: string; cause?: { code?: string } }
  return e?.name === 'TimeoutError' || e?.name === 'AbortError' || (e?.name === 'TypeError' && /^E[A-Z]+/.test(e.cause?.code ?? ''))
}

/**
 * Sends one template message: a JSON POST with the school's access token as a bearer token.
 * 2xx with a message id is sent; an error is the Cloud API's code mapped (`failureOfCode`); a
 * network that never reached Meta is `unreachable` (the channel waits for it, ../../sender.ts).
 * The error kept says the code and Meta's message, never the token.
 */
export async function sendTemplate(api: { url: string; token: string }, phoneNumberId: string, message: TemplateMessage, timeoutMs: number): Promise<SendResult> {
  let res: Response
  try {
    res = await fetch(`${api.url.replace(/\/+$/, '')}/${encodeURIComponent(phoneNumberId)}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${api.token}` },
      body: JSON.stringify(message),
      signal: AbortSignal.timeout(Math.ceil(timeoutMs)),
      redirect: 'error',
    })
  } catch (err) {
    return { ok: false, failure: unreachable(err) ? 'unreachable' : 'again', error: `WhatsApp: ${(err as Error).message}`.slice(0, 200) }
  }
  let body: { messages?: { id?: unknown }[]; error?: GraphError } = {}
  try {
    body = (await res.json()) as typeof body
  } catch {
    // Not JSON: the status alone says what happened.
  }
  const id = body?.messages?.[0]?.id
  if (res.ok && typeof id === 'string' && id) return { ok: true, id }
  const error = body?.error
  const code = typeof error?.code === 'number' ? error.code : undefined
  const said = typeof error?.message === 'string' ? `: ${error.message}` : ''
  return { ok: false, failure: res.ok ? 'again' : failureOfCode(code, res.status), error: `WhatsApp answered ${res.status}${code === undefined ? '' : ` (${code})`}${said}`.slice(0, 300) }
}

/**
 * Whether a webhook request is Meta's: its `X-Hub-Signature-256` is `sha256=` and the
 * HMAC-SHA256 of the raw body with the app secret, in hex.
 */
export function signatureMatches(appSecret: string, raw: Uint8Array, header: string | null): boolean {
  const given = /^sha256=([0-9a-f]{64})$/i.exec(header?.trim() ?? '')?.[1]
  if (!given) return false
  const expected = createHmac('sha256', appSecret).update(raw).digest()
  return timingSafeEqual(expected, Buffer.from(given, 'hex'))
}

/** One message's status as the webhook reports it: when (ms, Meta's time stamp), and `failed` with Meta's error. */
export type MessageStatus = { id: string; status: 'sent' | 'delivered' | 'read' | 'failed' | string; at?: number; error?: string }

type Change = { field?: unknown; value?: { metadata?: { phone_number_id?: unknown }; statuses?: { id?: unknown; status?: unknown; timestamp?: unknown; errors?: { code?: unknown; title?: unknown; message?: unknown }[] }[] } }

/**
 * The statuses a webhook's body reports for one phone number (the school's): those of another
 * number (another school's, sharing the app) are left out.
 */
export function statusesOf(body: unknown, phoneNumberId: string): MessageStatus[] {
  const entries = (body as { object?: unknown; entry?: { changes?: Change[] }[] } | null)?.entry
  if (!Array.isArray(entries)) return []
  const out: MessageStatus[] = []
  for (const entry of entries) {
    for (const change of Array.isArray(entry?.changes) ? entry.changes : []) {
      const value = change?.value
      if (change?.field !== 'messages' || String(value?.metadata?.phone_number_id ?? '') !== phoneNumberId) continue
      for (const s of Array.isArray(value?.statuses) ? value.statuses : []) {
        if (typeof s?.id !== 'string' || typeof s.status !== 'string') continue
        const e = Array.isArray(s.errors) ? s.errors[0] : undefined
        const error = e ? `WhatsApp (${String(e.code ?? '?')}): ${String(e.title ?? e.message ?? 'failed')}`.slice(0, 300) : undefined
        const at = typeof s.timestamp === 'string' && /^\d{9,11}$/.test(s.timestamp) ? Number(s.timestamp) * 1000 : undefined
        out.push({ id: s.id.slice(0, 200), status: s.status, ...(at ? { at } : {}), ...(error ? { error } : {}) })
      }
    }
  }
  return out
}
