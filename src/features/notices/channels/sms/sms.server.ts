/**
 * Notices by SMS, the parent's side (./sms.ts has the rules): the code flow every channel
 * reached at a mobile number shares (../phoneCode.server.ts, with its budgets), the code sent
 * with the school's registered DLT code template through the deployment's gateway.
 */
import 'server-only'

import type { CodeChannel } from '../phoneCode.server'
import { fillTemplate, sendSms } from './sms'
import { smsFor } from './smsFor'

export const SMS_CODES: CodeChannel = {
  name: 'sms',
  field: 'phone',
  async codeSender(school) {
    const sms = await smsFor(school)
    if (!sms) return null
    return (to, code, _locale, timeoutMs) =>
      sendSms(sms.gateway, { to, templateId: sms.settings.codeTemplateId, text: fillTemplate(sms.settings.codeTemplate, [code]), settings: sms.settings }, timeoutMs)
  },
  consent: (words, school) => words.byPhone.sms.consent(school),
}
