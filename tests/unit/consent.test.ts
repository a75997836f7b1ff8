import { describe, expect, it } from 'vitest'

import {
  allows,
  type ConsentState,
  consentProblem,
  consentStateOf,
  isChildPhoto,
  isShownToVisitors,
  shownToVisitorsWhere,
} from '@/features/consent/rules'

// Record 7 is withdrawn, 8 covers the name only, 9 the photo only, 3 both.
const records = [
  { id: 3, scope: 'photo-and-name', withdrawn: false },
  { id: 7, scope: 'photo-and-name', withdrawn: true },
  { id: 8, scope: 'name', withdrawn: false },
  { id: 9, scope: 'photo', withdrawn: false },
]
const off: ConsentState = consentStateOf(false, records)
const on: ConsentState = consentStateOf(true, records)

describe('consentStateOf', () => {
  it('lists the records that do not allow a name, and those that do not allow a photo', () => {
    expect(off).toEqual({ required: false, noName: [7, 9], noPhoto: [7, 8] })
    expect(consentStateOf(true, [])).toEqual({ required: true, noName: [], noPhoto: [] })
  })

  it('a record with no scope allows nothing; a withdrawn one nothing whatever its scope', () => {
    expect(allows({ scope: null }, 'name')).toBe(false)
    expect(allows({ scope: 'name', withdrawn: true }, 'name')).toBe(false)
    expect(allows({ scope: 'photo-and-name' }, 'photo')).toBe(true)
  })
})

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

describe('consent narrowed to one of photo and name', () => {
  it('“name only” keeps the topper (a name) and hides its photo', () => {
    for (const state of [off, on]) {
      expect(isShownToVisitors('topper', { consent: 8 }, state)).toBe(true)
      expect(isShownToVisitors('image', { consent: 8, showsChildren: true }, state)).toBe(false)
    }
  })

  it('“photo only” hides the topper entirely (a topper is a name) and keeps the photo', () => {
    for (const state of [off, on]) {
      expect(isShownToVisitors('topper', { consent: { id: 9 } }, state)).toBe(false)
      expect(isShownToVisitors('image', { consent: 9, showsChildren: true }, state)).toBe(true)
    }
  })
})

describe('isChildPhoto', () => {
  it('is a photo marked as showing children, or tied to a consent', () => {
    expect(isChildPhoto({ showsChildren: true })).toBe(true)
    expect(isChildPhoto({ consent: 3 })).toBe(true)
    expect(isChildPhoto({ showsChildren: false, consent: null })).toBe(false)
    expect(isChildPhoto({})).toBe(false)
  })
})

describe('shownToVisitorsWhere', () => {
  it('leaves out the records that do not allow the item, and untied children only when the switch is on', () => {
    expect(shownToVisitorsWhere('topper', off)).toEqual({
      or: [{ and: [{ consent: { exists: true } }, { consent: { not_in: [7, 9] } }] }, { consent: { exists: false } }],
    })
    expect(shownToVisitorsWhere('image', off)).toEqual({
      or: [{ and: [{ consent: { exists: true } }, { consent: { not_in: [7, 8] } }] }, { consent: { exists: false } }],
    })
    expect(shownToVisitorsWhere('topper', consentStateOf(true, []))).toEqual({ or: [{ and: [{ consent: { exists: true } }] }] })
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

  it('agrees with what visitors are shown: whatever it refuses for a record, the read rule hides', () => {
    for (const r of records) {
      const state = consentStateOf(false, [r])
      expect(consentProblem('topper', { consent: r.id }, r, false) === null).toBe(isShownToVisitors('topper', { consent: r.id }, state))
      expect(consentProblem('image', { consent: r.id }, r, false) === null).toBe(isShownToVisitors('image', { consent: r.id }, state))
    }
  })
})
