import { describe, expect, it } from 'vitest'

import { type ConsentState, consentProblem, isShownToVisitors, shownToVisitorsWhere } from '@/lib/consent'

const off: ConsentState = { required: false, withdrawn: [7] }
const on: ConsentState = { required: true, withdrawn: [7] }

describe('isShownToVisitors', () => {
  it('shows a topper or photo whose consent is in force, whatever the switch', () => {
    for (const state of [off, on]) {
      expect(isShownToVisitors('topper', { consent: 3 }, state)).toBe(true)
      expect(isShownToVisitors('image', { consent: { id: 3 }, showsChildren: true }, state)).toBe(true)
    }
  })

  it('hides a topper or photo whose consent is withdrawn, whatever the switch', () => {
    for (const state of [off, on]) {
      expect(isShownToVisitors('topper', { consent: 7 }, state)).toBe(false)
      expect(isShownToVisitors('image', { consent: { id: 7 } }, state)).toBe(false)
    }
  })

  it('without a consent record: shown while the school does not require one', () => {
    expect(isShownToVisitors('topper', { consent: null }, off)).toBe(true)
    expect(isShownToVisitors('image', { showsChildren: true }, off)).toBe(true)
    expect(isShownToVisitors('topper', { consent: null }, on)).toBe(false)
    expect(isShownToVisitors('image', { showsChildren: true }, on)).toBe(false)
  })

  it('a photo not marked as showing children needs no consent', () => {
    expect(isShownToVisitors('image', { showsChildren: false }, on)).toBe(true)
    expect(isShownToVisitors('image', {}, on)).toBe(true)
  })
})

describe('shownToVisitorsWhere', () => {
  it('leaves withdrawn records out, and untied children out only when the switch is on', () => {
    expect(shownToVisitorsWhere('topper', off)).toEqual({
      or: [{ and: [{ consent: { exists: true } }, { consent: { not_in: [7] } }] }, { consent: { exists: false } }],
    })
    expect(shownToVisitorsWhere('topper', { required: true, withdrawn: [] })).toEqual({ or: [{ and: [{ consent: { exists: true } }] }] })
    expect(JSON.stringify(shownToVisitorsWhere('image', on))).toContain('showsChildren')
  })
})

describe('consentProblem', () => {
  const record = (scope: string, withdrawn = false) => ({ scope, withdrawn })

  it('names the Consent record field when the school requires consent and none is chosen', () => {
    expect(consentProblem('topper', {}, null, true)).toMatch(/Consent record/)
    expect(consentProblem('image', { showsChildren: true }, null, true)).toMatch(/Consent record/)
    expect(consentProblem('topper', {}, null, false)).toBeNull()
    expect(consentProblem('image', { showsChildren: false }, null, true)).toBeNull()
  })

  it('refuses a withdrawn consent', () => {
    expect(consentProblem('topper', { consent: 1 }, record('photo-and-name', true), false)).toMatch(/withdrawn/)
  })

  it('needs the scope to cover what is shown: a topper’s name, and its photo if it has one', () => {
    expect(consentProblem('topper', { consent: 1 }, record('name'), true)).toBeNull()
    expect(consentProblem('topper', { consent: 1, photo: 5 }, record('name'), true)).toMatch(/photo/)
    expect(consentProblem('topper', { consent: 1 }, record('photo'), true)).toMatch(/name/)
    expect(consentProblem('image', { consent: 1 }, record('name'), false)).toMatch(/photo/)
    expect(consentProblem('image', { consent: 1 }, record('photo'), false)).toBeNull()
    expect(consentProblem('topper', { consent: 1, photo: 5 }, record('photo-and-name'), true)).toBeNull()
  })
})
