import { createHmac } from 'node:crypto'
import net from 'node:net'

import { describe, expect, it } from 'vitest'

import { codeMessage, failureOfCode, linkSuffix, noticeMessage, sendTemplate, signatureMatches, statusesOf, stopLink, templateLanguage, webhookSettingsOf, whatsAppSettingsOf } from './whatsapp'

const stored = {
  enabled: true,
  phoneNumberId: '106540352242922',
  accessToken: 'EAAG-token',
  noticeTemplate: 'school_notice',
  codeTemplate: 'notice_code',
  codeTemplateKind: 'authentication',
  languages: ['hi', 'en'],
}

describe('WhatsApp rules', () => {
  it('keeps WhatsApp off until it is ticked and every part of the set-up is there and well formed', () => {
    const { enabled: _on, ...settings } = stored
    expect(whatsAppSettingsOf(stored)).toEqual(settings)
    for (const broken of [{ enabled: false }, { phoneNumberId: '+91 98765 43210' }, { accessToken: ' ' }, { noticeTemplate: 'School Notice' }, { codeTemplate: '' }, { languages: [] }, { languages: ['fr'] }])
      expect(whatsAppSettingsOf({ ...stored, ...broken }), JSON.stringify(broken)).toBeNull()
    expect(whatsAppSettingsOf(null)).toBeNull()
    expect(whatsAppSettingsOf({ ...stored, codeTemplateKind: null })?.codeTemplateKind).toBe('authentication')
    // The webhook needs the number and both secrets, whether or not sending is on.
    expect(webhookSettingsOf({ ...stored, enabled: false, verifyToken: 'v', appSecret: 's' })).toEqual({ phoneNumberId: stored.phoneNumberId, verifyToken: 'v', appSecret: 's' })
    expect(webhookSettingsOf({ ...stored, verifyToken: 'v' })).toBeNull()
  })

  it('writes the notice template with the title, the way to stop and the rest of the link, in the parent’s language when it is approved', () => {
    const settings = whatsAppSettingsOf({ ...stored, languages: ['en'] })!
    expect(templateLanguage(settings, 'hi')).toBe('en')
    expect(templateLanguage(whatsAppSettingsOf(stored)!, 'en')).toBe('en')
    const origin = 'https://ksr.example'
    expect(linkSuffix('https://ksr.example/hi/news/sports-day', origin)).toBe('hi/news/sports-day')
    expect(linkSuffix('https://elsewhere.example/news/x', origin)).toBeNull()
    // The home page (an emergency alert's link): Meta takes no empty parameter.
    expect(linkSuffix('https://ksr.example/', origin)).toBe('?from=whatsapp')
    expect(linkSuffix('https://ksr.example', origin)).toBe('?from=whatsapp')
    expect(stopLink(origin, 'hi')).toBe('https://ksr.example/hi/notices#whatsapp-stop')
    const message = noticeMessage(settings, { to: '919876500001', locale: 'hi', title: 'School closed\ntomorrow', suffix: 'emergency-alerts/5', stop: stopLink(origin, 'en') })
    expect(message).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '919876500001',
      type: 'template',
      template: {
        name: 'school_notice',
        language: { code: 'en' },
        components: [
          { type: 'body', parameters: [{ type: 'text', text: 'School closed tomorrow' }, { type: 'text', text: 'https://ksr.example/notices#whatsapp-stop' }] },
          { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: 'emergency-alerts/5' }] },
        ],
      },
    })
    // An authentication template carries the code in its "Copy code" button too; a utility one only in its text.
    expect(codeMessage(settings, { to: '919876500001', locale: 'en', code: '042917' }).template.components).toEqual([
      { type: 'body', parameters: [{ type: 'text', text: '042917' }] },
      { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: '042917' }] },
    ])
    expect(codeMessage({ ...settings, codeTemplateKind: 'utility' }, { to: '919876500001', locale: 'en', code: '042917' }).template.components).toEqual([{ type: 'body', parameters: [{ type: 'text', text: '042917' }] }])
  })

  it('reads Meta’s error codes: a stopped business erases, an undeliverable or refused message fails, the rest is tried again', () => {
    expect(failureOfCode(131050, 400)).toBe('gone')
    for (const code of [131026, 131047, 132000, 132001, 132015, 132016, 100, 131009]) expect(failureOfCode(code, 400), String(code)).toBe('final')
    for (const code of [130429, 131056, 131048, 80007, 4, 190, 10, 131000, 131016, 133004, 131031]) expect(failureOfCode(code, 400), String(code)).toBe('again')
    expect(failureOfCode(undefined, 503)).toBe('again')
    expect(failureOfCode(undefined, 400)).toBe('final')
  })

  it('takes a webhook body only with the app secret’s signature of its very bytes', () => {
    const raw = Buffer.from('{"entry":[]}')
    const signature = `sha256=${createHmac('sha256', 'app-secret').update(raw).digest('hex')}`
    expect(signatureMatches('app-secret', raw, signature)).toBe(true)
    expect(signatureMatches('app-secret', Buffer.from('{"entry":[] }'), signature)).toBe(false)
    expect(signatureMatches('other-secret', raw, signature)).toBe(false)
    for (const bad of [null, '', signature.slice(7), 'sha1=' + signature.slice(7), signature.slice(0, -2)]) expect(signatureMatches('app-secret', raw, bad)).toBe(false)
  })

  it('reads the statuses of the school’s own number from a webhook body, with Meta’s error for a failed one', () => {
    const change = (phone: string, statuses: unknown[]) => ({ field: 'messages', value: { messaging_product: 'whatsapp', metadata: { display_phone_number: '919800000000', phone_number_id: phone }, statuses } })
    const body = {
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '102290129340398',
          changes: [
            change(stored.phoneNumberId, [
              { id: 'wamid.A', status: 'delivered', timestamp: '1750263773', recipient_id: '919876500001' },
              { id: 'wamid.B', status: 'failed', errors: [{ code: 131026, title: 'Message undeliverable' }] },
              { id: 'wamid.C', status: 'read' },
              { status: 'delivered' },
            ]),
            change('999999999999', [{ id: 'wamid.D', status: 'delivered' }]),
          ],
        },
      ],
    }
    expect(statusesOf(body, stored.phoneNumberId)).toEqual([
      { id: 'wamid.A', status: 'delivered', at: 1750263773000 },
      { id: 'wamid.B', status: 'failed', error: 'WhatsApp (131026): Message undeliverable' },
      { id: 'wamid.C', status: 'read' },
    ])
    for (const junk of [null, 'x', { entry: 'x' }, { entry: [{ changes: [null] }] }]) expect(statusesOf(junk, stored.phoneNumberId)).toEqual([])
  })

  it('says Meta could not be reached when nothing answers (the channel waits for it)', async () => {
    // A port that was free a moment ago: the connection is refused.
    const server = net.createServer()
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    const port = (server.address() as net.AddressInfo).port
    await new Promise((r) => server.close(r))
    const result = await sendTemplate({ url: `http://127.0.0.1:${port}/v21.0`, token: 't' }, stored.phoneNumberId, codeMessage(whatsAppSettingsOf(stored)!, { to: '919876500001', locale: 'en', code: '123456' }), 2000)
    expect(result).toMatchObject({ ok: false, failure: 'unreachable' })
  })
})
