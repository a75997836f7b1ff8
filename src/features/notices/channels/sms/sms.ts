/**
 * Notices by SMS (issue #30, Build 4): off unless the deployment names an SMS gateway
 * (SMS_GATEWAY_URL) and the school has entered its DLT registration (School profile → SMS
 * notices). India's DLT rules let a business send only the texts it registered, each with its
 * template id, under its sender id (header) and principal entity id; a variable part is at
 * most 30 characters. The school registers two templates: the notice (its two variables are
 * the notice's title and its link) and the code that confirms a number (one variable).
 *
 * The gateway is "a small adapter": one JSON POST per message (`sendSms`). A provider with
 * another request shape is a change to that one function.
 *
 * Pure but for `sendSms`.
 */
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/** What DLT allows in one variable. */
export const DLT_VAR_MAX = 30
const VAR = /\{#var#\}/gi
const URL_VAR = /\{#url#\}/gi

/** The school's DLT registration, as School profile → SMS notices keeps it. */
export type SmsSettings = {
  senderId: string
  entityId: string
  noticeTemplateId: string
  noticeTemplate: string
  codeTemplateId: string
  codeTemplate: string
}

/** The variables each template must have: `{#var#}` and `{#url#}`, each filled in order. */
export const TEMPLATE_VARS = { noticeTemplate: { vars: 1, urls: 1 }, codeTemplate: { vars: 1, urls: 0 } } as const

const count = (text: string, re: RegExp) => text.match(re)?.length ?? 0

/** Why a registered template cannot be used (for the CMS field), or true. */
export function templateProblem(value: unknown, { vars, urls }: { vars: number; urls: number }): true | string {
  if (value === undefined || value === null || value === '') return true
  const text = String(value)
  if (count(text, VAR) === vars && count(text, URL_VAR) === urls) return true
  const want = [`exactly ${vars} {#var#}`, ...(urls ? [`${urls} {#url#}`] : [])].join(' and ')
  return `The registered template must have ${want} (it has ${count(text, VAR)} {#var#}${urls || count(text, URL_VAR) ? ` and ${count(text, URL_VAR)} {#url#}` : ''}).`
}

/** The settings when all of them are there and both templates have their variables; else null (SMS is off for the school). */
export function smsSettingsOf(group: Partial<Record<keyof SmsSettings, unknown>> | null | undefined): SmsSettings | null {
  if (!group) return null
  const s = Object.fromEntries(
    (['senderId', 'entityId', 'noticeTemplateId', 'noticeTemplate', 'codeTemplateId', 'codeTemplate'] as const).map((k) => [k, typeof group[k] === 'string' ? (group[k] as string).trim() : '']),
  ) as SmsSettings
  if (Object.values(s).some((v) => !v)) return null
  if (templateProblem(s.noticeTemplate, TEMPLATE_VARS.noticeTemplate) !== true || templateProblem(s.codeTemplate, TEMPLATE_VARS.codeTemplate) !== true) return null
  return s
}

/** A variable's text as DLT takes it: one line, at most DLT_VAR_MAX characters (cut with "…"). */
export function dltVar(value: string, max = DLT_VAR_MAX): string {
  const one = value.replace(/\s+/g, ' ').trim()
  const chars = [...one]
  return chars.length <= max ? one : `${chars.slice(0, max - 1).join('').trimEnd()}…`
}

/** The registered template with its `{#var#}` and `{#url#}` filled, each kind in order. */
export function fillTemplate(template: string, values: string[], urls: string[] = []): string {
  let i = 0
  let u = 0
  return template.replace(VAR, () => values[i++] ?? '').replace(URL_VAR, () => urls[u++] ?? '')
}

/** An Indian mobile number as kept and sent: 91 and its ten digits (6–9 first); else null. */
export function parsePhone(input: unknown): string | null {
  if (typeof input !== 'string' || input.length > 30) return null
  const digits = input.replace(/[\s().-]/g, '').replace(/^\+/, '')
  if (!/^\d+$/.test(digits)) return null
  const ten = digits.length === 12 && digits.startsWith('91') ? digits.slice(2) : digits.length === 11 && digits.startsWith('0') ? digits.slice(1) : digits
  return /^[6-9]\d{9}$/.test(ten) ? `91${ten}` : null
}

/**
 * Codes are made per window of CODE_WINDOW_MINUTES: asked for again within one window (by
 * anyone), the same code is sent again, and nothing is stored. A code works until
 * CODE_GRACE_MINUTES after its window ends, so 5 to 15 minutes; a new window's code never
 * undoes the last one's. Each network address that asked has CODE_TRIES tries at it.
 */
export const CODE_WINDOW_MINUTES = 10
export const CODE_GRACE_MINUTES = 5
export const CODE_MINUTES = CODE_WINDOW_MINUTES + CODE_GRACE_MINUTES
export const CODE_TRIES = 5

/** Until when a code asked for at `now` works: its window's end and the grace. The same for every number, subscribed or not. */
export function codeUntilFor(now: number): number {
  const window = CODE_WINDOW_MINUTES * 60_000
  return (Math.floor(now / window) + 1) * window + CODE_GRACE_MINUTES * 60_000
}

/** A key of the site's own for one use, from its secret (each use its own: nothing made with one reveals another's). */
const keyFor = (secret: string, use: string) => createHmac('sha256', secret).update(`notices:${use}:v1`).digest()

/**
 * The six-digit code of one subscription's number until `until`: a keyed hash with a key used
 * for nothing else (a page's token, signed with the secret, must not give the code away), so
 * nothing of it is stored and the same code can be sent again.
 */
export function codeFor(secret: string, id: number, phone: string, until: number): string {
  const hash = createHmac('sha256', keyFor(secret, 'sms-code-key')).update(`${id}:${phone}:${until}`).digest()
  return String(hash.readUIntBE(0, 6) % 1_000_000).padStart(6, '0')
}

/** Whether what was typed (spaces allowed) is that code. */
export function codeMatches(secret: string, id: number, phone: string, until: number, given: unknown): boolean {
  if (typeof given !== 'string') return false
  const code = given.replace(/\s/g, '')
  if (!/^\d{6}$/.test(code)) return false
  return timingSafeEqual(Buffer.from(code), Buffer.from(codeFor(secret, id, phone, until)))
}

/** What a code page is for: the subscription (0: a number not subscribed), until when, and who asked (a digest of their network address). */
export type CodePage = { id: number; until: number; asker: string }

/** Who asked, as a page seals it: 16 bytes of a digest of their address (src/lib/clientAddress limitKey). */
export const askerOf = (address: string) => createHash('sha256').update(`sms-asker:${address}`).digest().subarray(0, 16).toString('base64url')

const SEALED = /^[A-Za-z0-9_-]{72}$/
/** A code page's `s`: 72 characters (sealPage). */
export const isSealedPage = (value: unknown): value is string => typeof value === 'string' && SEALED.test(value)

/**
 * A code page's `s`, what its address carries: the page sealed (AES-GCM, a fresh nonce each
 * time), so the address looks alike for every number, subscribed or not, and only the site
 * can read or make one.
 */
export function sealPage(secret: string, page: CodePage): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keyFor(secret, 'sms-page-key'), iv)
  const plain = Buffer.alloc(26)
  plain.writeUInt32BE(page.id)
  plain.writeUIntBE(page.until, 4, 6)
  Buffer.from(page.asker, 'base64url').copy(plain, 10, 0, 16)
  return Buffer.concat([iv, cipher.update(plain), cipher.final(), cipher.getAuthTag()]).toString('base64url')
}

/** What a code page's `s` seals, or null when it is not one this site sealed. */
export function openPage(secret: string, sealed: unknown): CodePage | null {
  if (!isSealedPage(sealed)) return null
  const bytes = Buffer.from(sealed, 'base64url')
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFor(secret, 'sms-page-key'), bytes.subarray(0, 12))
    decipher.setAuthTag(bytes.subarray(38))
    const plain = Buffer.concat([decipher.update(bytes.subarray(12, 38)), decipher.final()])
    return { id: plain.readUInt32BE(0), until: plain.readUIntBE(4, 6), asker: plain.subarray(10, 26).toString('base64url') }
  } catch {
    return null
  }
}

/** Why the SMS form was not taken. */
export type SmsProblem = 'phone' | 'topics' | 'unavailable' | 'not-sent' | 'too-fast' | 'expired' | 'invalid'

/** `reference`: the same for every try of one message (the gateway's idempotency key), so a gateway that keeps them sends a retried message once. */
export type SmsMessage = { to: string; text: string; templateId: string; settings: SmsSettings; reference?: string }
export type SmsResult = { ok: true } | { ok: false; permanent: boolean; error: string }

/**
 * Sends one SMS through the gateway: a JSON POST with the DLT fields, the token as a bearer
 * token, and the message's reference (when it has one) as `reference` and `Idempotency-Key`. 2xx is sent; 400, 410 and 422 are the gateway's final word on that message (a number
 * it refuses, a template it does not know); anything else is tried again later.
 */
export async function sendSms(gateway: { url: string; token?: string }, message: SmsMessage, timeoutMs: number): Promise<SmsResult> {
  try {
    const res = await fetch(gateway.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(gateway.token ? { authorization: `Bearer ${gateway.token}` } : {}),
        ...(message.reference ? { 'idempotency-key': message.reference } : {}),
      },
      body: JSON.stringify({
        to: message.to,
        sender: message.settings.senderId,
        entity_id: message.settings.entityId,
        template_id: message.templateId,
        message: message.text,
        ...(message.reference ? { reference: message.reference } : {}),
      }),
      signal: AbortSignal.timeout(Math.ceil(timeoutMs)),
      redirect: 'error',
    })
    await res.body?.cancel()
    if (res.ok) return { ok: true }
    // The gateway refusing the message itself (a number or text it will not take); a refused
    // token or a wrong address (401, 403, 404) is the set-up's fault and is tried again.
    const permanent = res.status === 400 || res.status === 410 || res.status === 422
    return { ok: false, permanent, error: `SMS gateway answered ${res.status}` }
  } catch (err) {
    return { ok: false, permanent: false, error: `SMS gateway: ${(err as Error).message}`.slice(0, 200) }
  }
}
