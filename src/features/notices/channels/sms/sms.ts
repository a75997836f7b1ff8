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
 * Pure but for `sendSms`. The number, its code and the code page are every code-confirmed
 * channel's (../phoneCode.ts).
 */
import type { CodeProblem } from '../phoneCode'

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

/** Why the SMS form was not taken (the problems of every code-confirmed channel's form but WhatsApp's opt-in). */
export type SmsProblem = Exclude<CodeProblem, 'optin'>

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
