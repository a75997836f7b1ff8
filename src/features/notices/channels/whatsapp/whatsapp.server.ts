/**
 * Notices on WhatsApp, the parent's side: the code flow every channel reached at a mobile
 * number shares (../phoneCode.server.ts, with its budgets), plus WhatsApp's explicit opt-in (a
 * box the parent ticks; its words are recorded with the subscription, with when and in which
 * language). The code goes by the school's approved confirmation template.
 */
import 'server-only'

import type { CodeChannel } from '../phoneCode.server'
import { codeMessage, sendTemplate } from './whatsapp'
import { whatsappFor } from './whatsappFor'

export const WHATSAPP_CODES: CodeChannel = {
  name: 'whatsapp',
  field: 'whatsapp',
  async codeSender(school) {
    const wa = await whatsappFor(school)
    if (!wa) return null
    return async (to, code, locale, timeoutMs) => {
      const sent = await sendTemplate(wa.api, wa.settings.phoneNumberId, codeMessage(wa.settings, { to, locale, code }), timeoutMs)
      return sent.ok ? { ok: true } : { ok: false, error: sent.error }
    }
  },
  // What the parent ticked, and what the school keeps.
  consent: (words, school) => `${words.byPhone.whatsapp.optin(school)} ${words.byPhone.whatsapp.consent(school)}`,
  check: (input) => (input.optin === 'yes' ? null : 'optin'),
}
