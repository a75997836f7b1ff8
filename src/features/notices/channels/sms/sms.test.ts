import { describe, expect, it } from 'vitest'

import { dltVar, fillTemplate, smsSettingsOf, templateProblem } from './sms'

describe('SMS rules', () => {
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
})
