import { describe, expect, it } from 'vitest'

import { codeDigest, codeMatches, dltVar, fillTemplate, parsePhone, smsSettingsOf, templateProblem } from './sms'

describe('SMS rules', () => {
  it('takes an Indian mobile number however a parent types it, and refuses anything else', () => {
    for (const typed of ['9876543210', '98765 43210', '+91 98765 43210', '+91-98765-43210', '919876543210', '09876543210', '(98765) 43210'])
      expect(parsePhone(typed), typed).toBe('919876543210')
    for (const typed of ['', '12345', '5876543210', '98765432100', '+1 415 555 0100', '98765-4321x', 'nine eight seven', '9'.repeat(40), 9876543210])
      expect(parsePhone(typed), String(typed)).toBeNull()
  })

  it('fills a registered template in order: a variable one line of at most 30 characters, a link whole', () => {
    expect(fillTemplate('Notice: {#var#}. Read: {#url#}', ['Fee due'], ['https://s.example/newsletters/2026-fee-schedule-for-the-winter-term'])).toBe(
      'Notice: Fee due. Read: https://s.example/newsletters/2026-fee-schedule-for-the-winter-term',
    )
    expect(dltVar('School closed tomorrow due to heavy rain')).toBe('School closed tomorrow due to…')
    expect([...dltVar('School closed tomorrow due to heavy rain')]).toHaveLength(30)
    expect(dltVar('  Two\nlines  ')).toBe('Two lines')
    expect(dltVar('विद्यालय कल बंद रहेगा')).toBe('विद्यालय कल बंद रहेगा')
  })

  it('says when a template has the wrong number of variables, and keeps SMS off until the whole registration is there', () => {
    const notice = { vars: 1, urls: 1 }
    expect(templateProblem('Notice: {#var#} {#var#}', notice)).toBe('The registered template must have exactly 1 {#var#} and 1 {#url#} (it has 2 {#var#} and 0 {#url#}).')
    expect(templateProblem('{#var#} is your code {#url#}', { vars: 1, urls: 0 })).toBe('The registered template must have exactly 1 {#var#} (it has 1 {#var#} and 1 {#url#}).')
    expect(templateProblem('Notice: {#var#} {#URL#}', notice)).toBe(true)
    expect(templateProblem('', notice)).toBe(true)
    const whole = { senderId: 'KSRSCH', entityId: '1101', noticeTemplateId: '1107', noticeTemplate: 'N {#var#} {#url#}', codeTemplateId: '1108', codeTemplate: '{#var#} is your code' }
    expect(smsSettingsOf(whole)).toEqual(whole)
    expect(smsSettingsOf({ ...whole, senderId: ' ' })).toBeNull()
    expect(smsSettingsOf({ ...whole, codeTemplate: 'no variable' })).toBeNull()
    expect(smsSettingsOf(null)).toBeNull()
  })

  it('keeps a code only as a digest tied to the subscription and number', () => {
    const kept = codeDigest('secret', 7, '919876543210', '123456')
    expect(kept).not.toContain('123456')
    expect(codeMatches('secret', 7, '919876543210', '123456', kept)).toBe(true)
    expect(codeMatches('secret', 7, '919876543210', ' 123 456 ', kept)).toBe(true)
    expect(codeMatches('secret', 7, '919876543210', '123457', kept)).toBe(false)
    expect(codeMatches('secret', 8, '919876543210', '123456', kept)).toBe(false)
    expect(codeMatches('secret', 7, '919876543211', '123456', kept)).toBe(false)
    expect(codeMatches('other', 7, '919876543210', '123456', kept)).toBe(false)
    expect(codeMatches('secret', 7, '919876543210', '12345', kept)).toBe(false)
    expect(codeMatches('secret', 7, '919876543210', '123456', null)).toBe(false)
  })
})
