import { describe, expect, it } from 'vitest'

import { browserOf, contentChange, keptSince, maySignOut } from './rules'

describe('what a content save was', () => {
  const published = { _status: 'published' }
  const draft = { _status: 'draft' }
  const drafts = { draft: false, hasDrafts: true }
  it.each([
    ['a first publish', undefined, published, drafts, 'publish'],
    ['a publish of changes', published, published, drafts, 'publish'],
    ['a draft saved', published, draft, { draft: true, hasDrafts: true }, null],
    ['Unpublish (a draft status saved as no draft)', published, draft, drafts, 'unpublish'],
    ['a draft saved without the draft flag over a draft', draft, draft, drafts, null],
    ['a move to the Trash', published, { ...published, deletedAt: '2026-01-01' }, drafts, 'delete'],
    ['a restore from the Trash', { ...draft, deletedAt: '2026-01-01' }, { ...draft, deletedAt: null }, drafts, 'restore'],
    ['a save of a collection without drafts', {}, {}, { draft: false, hasDrafts: false }, null],
    ['a move to the Trash without drafts', {}, { deletedAt: '2026-01-01' }, { draft: false, hasDrafts: false }, 'delete'],
  ] as const)('%s', (_name, before, after, how, kind) => {
    expect(contentChange(before, after, how)).toBe(kind)
  })
})

describe('a browser in a few words', () => {
  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox on Windows'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36', 'Chrome on Android'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1', 'Safari on iOS'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0', 'Edge on Windows'],
    ['curl/8.5.0', 'curl/8.5.0'],
    [null, 'Unknown browser'],
  ])('%s', (ua, words) => expect(browserOf(ua)).toBe(words))
})

describe('who may sign whose sessions out', () => {
  const editorOfA = { id: 1, role: 'editor', schools: [10] }
  const adminOfA = { id: 2, role: 'admin', schools: [10] }
  const adminOfB = { id: 3, role: 'admin', schools: [20] }
  const editorOfAandB = { id: 4, role: 'editor', schools: [10, 20] }
  const operator = { id: 5, role: 'operator', schools: [] }
  it('anyone their own', () => expect(maySignOut(editorOfA, editorOfA)).toBe(true))
  it('an administrator their school’s staff, not another school’s, not one who also works elsewhere, not an operator', () => {
    expect(maySignOut(adminOfA, editorOfA)).toBe(true)
    expect(maySignOut(adminOfB, editorOfA)).toBe(false)
    expect(maySignOut(adminOfA, editorOfAandB)).toBe(false)
    expect(maySignOut(adminOfA, operator)).toBe(false)
  })
  it('an editor nobody else', () => expect(maySignOut(editorOfA, adminOfA)).toBe(false))
  it('an operator anyone', () => expect(maySignOut(operator, editorOfAandB)).toBe(true))
})

it('a year is kept', () => {
  expect(keptSince(new Date('2027-06-01T00:00:00Z')).toISOString()).toBe('2026-06-01T00:00:00.000Z')
})
