import { describe, expect, it } from 'vitest'

import { commentProblem, isPublishing, isReviewerRole, mustSubmit } from '@/features/approvals/rules'
import { attestedContent, signOffFindings } from '@/features/disclosure/rules'

describe('who must submit for review', () => {
  const on = { required: true, alertsExempt: true }
  it('editors only, where the school requires it', () => {
    expect(mustSubmit('editor', on, 'news')).toBe(true)
    expect(mustSubmit('admin', on, 'news')).toBe(false)
    expect(mustSubmit('operator', on, 'news')).toBe(false)
    expect(mustSubmit(null, on, 'news')).toBe(false)
    expect(mustSubmit('editor', { required: false, alertsExempt: true }, 'news')).toBe(false)
  })
  it('emergency alerts only when not exempt', () => {
    expect(mustSubmit('editor', on, 'emergency-alerts')).toBe(false)
    expect(mustSubmit('editor', { required: true, alertsExempt: false }, 'emergency-alerts')).toBe(true)
  })
  it('reviewers are administrators and operators', () => {
    expect(['admin', 'operator', 'editor', null].map(isReviewerRole)).toEqual([true, true, false, false])
  })
})

describe('what puts content live', () => {
  it('a published status, or a save without one of a published item', () => {
    expect(isPublishing({ _status: 'published' }, { _status: 'draft' }, 'update')).toBe(true)
    expect(isPublishing({ _status: 'published' }, undefined, 'create')).toBe(true)
    expect(isPublishing({}, { _status: 'published' }, 'update')).toBe(true)
    expect(isPublishing({}, { _status: 'draft' }, 'update')).toBe(false)
    expect(isPublishing({ _status: 'draft' }, { _status: 'published' }, 'update')).toBe(false)
    expect(isPublishing({}, undefined, 'create')).toBe(false)
  })
  it('a return needs a comment', () => {
    expect(commentProblem('  ')).toBeTruthy()
    expect(commentProblem('x'.repeat(2001))).toBeTruthy()
    expect(commentProblem('Add the date.')).toBeNull()
  })
})

describe('the attested content of the disclosure', () => {
  it('ignores bookkeeping, row ids and empty values, and names a file by its stored name and size', () => {
    const saved = {
      id: 3,
      updatedAt: '2026-11-28',
      school: 1,
      schoolName: 'KSR',
      sectionA: { schoolName: 'Kestrel Springs', email: null, phone: '' },
      annualReports: [{ id: 'abc', year: '2025-26', file: { id: 9, filename: 'report.pdf', mimeType: 'application/pdf', filesize: 1200, url: '/x' } }],
      sectionE: {},
    }
    expect(attestedContent(saved)).toEqual({
      annualReports: [{ file: { file: 'report.pdf', size: 1200 }, year: '2025-26' }],
      sectionA: { schoolName: 'Kestrel Springs' },
    })
    expect(JSON.stringify(attestedContent({ ...saved, annualReports: [{ ...saved.annualReports[0], id: 'def' }] }))).toBe(JSON.stringify(attestedContent(saved)))
  })
  it('is a finding when never signed off (amber) or changed since (red)', () => {
    expect(signOffFindings(null).map((f) => f.severity)).toEqual(['amber'])
    expect(signOffFindings({ name: 'R. Sharma', designation: 'Principal', signedAt: '2026-03-03T05:00:00.000Z', current: false })[0]).toMatchObject({
      severity: 'red',
      message: expect.stringContaining('changed since the head’s sign-off (R. Sharma, 3 Mar 2026)'),
    })
    expect(signOffFindings({ name: 'R. Sharma', designation: 'Principal', signedAt: '2026-03-03T05:00:00.000Z', current: true })).toEqual([])
  })
})
