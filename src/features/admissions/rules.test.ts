import { describe, expect, it } from 'vitest'

import {
  addDays,
  ageOn,
  ageRuleFor,
  applicationNumber,
  approvalEnds,
  bornBetween,
  checkAge,
  drawCommitment,
  drawKey,
  feeFindings,
  isApplicationNumber,
  isCalendarDate,
  pointsFor,
  rankList,
  rupees,
  secretMatches,
  yearly,
  type AgeRule,
  type Criterion,
  type FeeSchedule,
} from '@/features/admissions/rules'
import { STATE_PACKS, statePack } from '@/features/admissions/statePacks'

const DELHI_NURSERY: AgeRule = { minYears: 3, maxYears: 4, cutoff: '2027-03-31', relaxationDays: 30 }

describe('a child’s age on the cut-off', () => {
  it('counts whole years, months and days', () => {
    expect(ageOn('2023-04-01', '2027-03-31')).toEqual({ years: 3, months: 11, days: 30 })
    expect(ageOn('2024-03-31', '2027-03-31')).toEqual({ years: 3, months: 0, days: 0 })
    expect(ageOn('2020-01-31', '2020-02-29')).toEqual({ years: 0, months: 0, days: 29 })
    expect(ageOn('2027-04-01', '2027-03-31')).toEqual({ years: 0, months: 0, days: 0 })
  })

  it('makes a child born on 29 February a year older on 1 March when the year is not a leap year', () => {
    expect(ageOn('2024-02-29', '2025-02-28')).toEqual({ years: 0, months: 11, days: 30 })
    expect(ageOn('2024-02-29', '2025-03-01')).toEqual({ years: 1, months: 0, days: 0 })
    expect(ageOn('2024-02-29', '2028-02-29')).toEqual({ years: 4, months: 0, days: 0 })
    // Born 29 Feb 2024: not yet 3 on 28 Feb 2027, so too young for a band cut off that day.
    expect(checkAge('2024-02-29', { minYears: 3, maxYears: 4, cutoff: '2027-02-28', relaxationDays: 0 }).outcome).toBe('too-young')
    expect(checkAge('2024-02-29', { minYears: 3, maxYears: 4, cutoff: '2027-03-01', relaxationDays: 0 }).outcome).toBe('fits')
    // A cut-off on 29 Feb: the last birth date three years old then is 28 Feb.
    expect(bornBetween({ minYears: 3, maxYears: 4, cutoff: '2028-02-29', relaxationDays: 0 })).toMatchObject({ earliest: '2024-03-01', latest: '2025-02-28' })
  })

  it('refuses dates that are not calendar dates', () => {
    for (const bad of ['2025-02-30', '2025-02-29', '2025-1-1', '2025-13-01', '2025-00-10', '25-01-01', '2025-01-01T00:00:00Z', ' 2025-01-01', 'junk', '', 20250101, null, undefined]) {
      expect(isCalendarDate(bad), String(bad)).toBe(false)
    }
    for (const good of ['2024-02-29', '2000-02-29', '2025-12-31', '2025-01-01']) expect(isCalendarDate(good), good).toBe(true)
    expect(isCalendarDate('1900-02-29')).toBe(false)
    expect(() => checkAge('2024-02-30', DELHI_NURSERY)).toThrow(RangeError)
    expect(() => ageOn('2024-01-01', '31/03/2027')).toThrow(RangeError)
    expect(() => bornBetween({ ...DELHI_NURSERY, cutoff: '2027-02-29' })).toThrow(RangeError)
    expect(() => bornBetween({ ...DELHI_NURSERY, maxYears: 3 })).toThrow(RangeError)
  })
})

describe('Delhi nursery: 3 and under 4 on 31 March, 30 days’ relaxation', () => {
  it('gives the birth dates it admits', () => {
    expect(bornBetween(DELHI_NURSERY)).toEqual({ earliest: '2023-04-01', latest: '2024-03-31', relaxedEarliest: '2023-03-02', relaxedLatest: '2024-04-30' })
  })

  it('fits a child born on either edge, and any day between', () => {
    expect(checkAge('2023-04-01', DELHI_NURSERY).outcome).toBe('fits')
    expect(checkAge('2024-03-31', DELHI_NURSERY).outcome).toBe('fits')
    expect(checkAge('2023-10-15', DELHI_NURSERY)).toMatchObject({ outcome: 'fits', age: { years: 3, months: 5, days: 16 } })
  })

  it('leaves to the school a child within 30 days either side', () => {
    expect(checkAge('2024-04-01', DELHI_NURSERY).outcome).toBe('relaxed')
    expect(checkAge('2024-04-30', DELHI_NURSERY).outcome).toBe('relaxed')
    expect(checkAge('2023-03-31', DELHI_NURSERY).outcome).toBe('relaxed')
    expect(checkAge('2023-03-02', DELHI_NURSERY).outcome).toBe('relaxed')
  })

  it('refuses a child too young or too old beyond the relaxation', () => {
    expect(checkAge('2024-05-01', DELHI_NURSERY).outcome).toBe('too-young')
    expect(checkAge('2027-06-01', DELHI_NURSERY).outcome).toBe('too-young')
    expect(checkAge('2023-03-01', DELHI_NURSERY).outcome).toBe('too-old')
    expect(checkAge('2022-06-01', DELHI_NURSERY)).toMatchObject({ outcome: 'too-old', age: { years: 4 } })
  })

  it('is too young the day after the latest date without relaxation', () => {
    const strict = { ...DELHI_NURSERY, relaxationDays: 0 }
    expect(checkAge('2024-04-01', strict).outcome).toBe('too-young')
    expect(checkAge('2023-03-31', strict).outcome).toBe('too-old')
  })

  it('agrees with the age counted day by day, leap days included', () => {
    for (const cutoff of ['2027-03-31', '2027-02-28', '2028-02-29', '2027-12-31']) {
      const rule = { minYears: 3, maxYears: 4, cutoff, relaxationDays: 0 }
      for (let i = 0; i < 6 * 366; i++) {
        const dob = addDays('2022-01-01', i)
        const { years } = ageOn(dob, cutoff)
        const expected = years < 3 ? 'too-young' : years >= 4 ? 'too-old' : 'fits'
        expect(checkAge(dob, rule).outcome === expected, `${dob} on ${cutoff}`).toBe(true)
      }
    }
  })

  it('comes from the state pack for a session', () => {
    const dl = statePack('dl')
    expect(dl).toBe(STATE_PACKS.DL)
    expect(ageRuleFor(STATE_PACKS.DL, 'Nursery', 2027)).toEqual(DELHI_NURSERY)
    expect(ageRuleFor(STATE_PACKS.MH, 'Class I', 2027)).toEqual({ minYears: 6, maxYears: 7, cutoff: '2027-12-31', relaxationDays: 0 })
    expect(ageRuleFor(STATE_PACKS.DL, 'Nursery', 2027, { minYears: 2, maxYears: 4 })?.minYears).toBe(2)
    expect(ageRuleFor(STATE_PACKS.DL, 'Class IX', 2027)).toBeNull()
    expect(statePack('KA')).toBeNull()
    expect(statePack('toString')).toBeNull()
  })
})

describe('points from a family’s answers', () => {
  const criteria: Criterion[] = [
    { key: 'distance', label: 'Distance', kind: 'distance', bands: [{ uptoKm: 6, points: 10 }, { uptoKm: 3, points: 20 }] },
    { key: 'sibling', label: 'Sibling in the school', kind: 'yes-no', points: 20 },
    { key: 'alumni', label: 'Alumni parent', kind: 'yes-no', points: 5 },
  ]

  it('gives each criterion its points and the reason', () => {
    expect(pointsFor(criteria, { distance: 2.4, sibling: true, alumni: false, unknown: true })).toEqual({
      total: 40,
      lines: [
        { key: 'distance', label: 'Distance', points: 20, reason: 'Distance 2.4 km: within 3 km' },
        { key: 'sibling', label: 'Sibling in the school', points: 20, reason: 'Sibling in the school: yes' },
        { key: 'alumni', label: 'Alumni parent', points: 0, reason: 'Alumni parent: no' },
      ],
    })
  })

  it('counts a distance on a band’s edge within that band, and beyond every band as 0', () => {
    expect(pointsFor(criteria, { distance: 3 }).lines[0]).toMatchObject({ points: 20, reason: 'Distance 3 km: within 3 km' })
    expect(pointsFor(criteria, { distance: 3.01 }).lines[0]).toMatchObject({ points: 10, reason: 'Distance 3.01 km: within 6 km' })
    expect(pointsFor(criteria, { distance: 6 }).lines[0]?.points).toBe(10)
    expect(pointsFor(criteria, { distance: 6.5 }).lines[0]).toMatchObject({ points: 0, reason: 'Distance 6.5 km: beyond 6 km' })
  })

  it('scores an unanswered criterion 0 and says so', () => {
    const { total, lines } = pointsFor(criteria, { distance: -1, sibling: undefined })
    expect(total).toBe(0)
    expect(lines.map((l) => l.reason)).toEqual(['Distance: not answered', 'Sibling in the school: not answered', 'Alumni parent: not answered'])
  })
})

describe('the draw among equal points', () => {
  const numbers = Array.from({ length: 20 }, (_, i) => applicationNumber('KSR', 2027, 'NUR', i + 1))
  const equal = numbers.map((number) => ({ number, points: 30 }))
  const order = (secret?: string) => {
    const { selected, waiting } = rankList(equal, 5, secret)
    return [...selected, ...waiting].map((r) => r.number)
  }

  it('gives the same order for the same secret and list, whatever order the list came in', () => {
    expect(order('monsoon-2027')).toEqual(order('monsoon-2027'))
    expect(rankList([...equal].reverse(), 5, 'monsoon-2027')).toEqual(rankList(equal, 5, 'monsoon-2027'))
  })

  it('gives another order for another secret', () => {
    const first = order('monsoon-2027')
    const others = ['winter-2027', 'spring-2027', 'a long secret read out at the draw'].map(order)
    expect(others.some((o) => o.join() !== first.join())).toBe(true)
    expect(first).not.toEqual(numbers)
    expect([...first].sort()).toEqual(numbers)
  })

  it('orders by the draw keys, and shows them only where the draw decided', () => {
    const { selected, waiting } = rankList([...equal, { number: 'KSR-27-NUR-00099', points: 50 }], 3, 'monsoon-2027')
    expect(selected[0]).toEqual({ rank: 1, number: 'KSR-27-NUR-00099', points: 50 })
    const drawn = [...selected.slice(1), ...waiting]
    expect(drawn.map((r) => r.drawKey)).toEqual(drawn.map((r) => drawKey('monsoon-2027', r.number)))
    expect(drawn.map((r) => r.drawKey)).toEqual(drawn.map((r) => r.drawKey).sort())
    expect(drawKey('monsoon-2027', 'KSR-27-NUR-00001')).toMatch(/^[0-9a-f]{64}$/)
  })

  it('always puts more points before fewer, whatever the secret', () => {
    const apps = numbers.map((number, i) => ({ number, points: [10, 20, 30][i % 3] ?? 0 }))
    for (const secret of ['monsoon-2027', 'winter-2027', 'x', undefined]) {
      const { selected, waiting } = rankList(apps, 7, secret)
      const points = [...selected, ...waiting].map((r) => r.points)
      expect(points).toEqual([...points].sort((a, b) => b - a))
    }
  })

  it('orders equal points by number when there is no secret, and gives no draw keys', () => {
    const { selected, waiting } = rankList([...equal].reverse(), 5)
    expect([...selected, ...waiting].map((r) => r.number)).toEqual(numbers)
    expect([...selected, ...waiting].every((r) => r.drawKey === undefined)).toBe(true)
  })

  it('selects the first seats and puts the rest on the waiting list, ranked on', () => {
    const { selected, waiting } = rankList(equal, 5, 'monsoon-2027')
    expect(selected.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5])
    expect(waiting.map((r) => r.rank)).toEqual(Array.from({ length: 15 }, (_, i) => i + 6))
    expect(rankList(equal, 0).selected).toEqual([])
    expect(rankList(equal, 50).waiting).toEqual([])
  })

  it('checks a secret against the published commitment', () => {
    const commitment = drawCommitment('monsoon-2027')
    expect(commitment).toMatch(/^[0-9a-f]{64}$/)
    expect(drawCommitment('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
    expect(secretMatches('monsoon-2027', commitment)).toBe(true)
    expect(secretMatches('monsoon-2027', commitment.toUpperCase())).toBe(true)
    expect(secretMatches('winter-2027', commitment)).toBe(false)
    expect(secretMatches('monsoon-2027', 'not a hash')).toBe(false)
  })
})

describe('application numbers', () => {
  it('joins the school, the session’s year, the class and the sequence', () => {
    expect(applicationNumber('KSR', 2027, 'NUR', 42)).toBe('KSR-27-NUR-00042')
    expect(applicationNumber(' ks-r ', 2030, 'class 1', 7)).toBe('KSR-30-CLASS1-00007')
    expect(applicationNumber('KSR', 2100, 'KG', 123456)).toBe('KSR-00-KG-123456')
  })

  it('refuses empty codes and sequences that are not whole numbers from 1', () => {
    expect(() => applicationNumber('--', 2027, 'NUR', 1)).toThrow(RangeError)
    expect(() => applicationNumber('KSR', 2027, 'NUR', 0)).toThrow(RangeError)
    expect(() => applicationNumber('KSR', 2027, 'NUR', 1.5)).toThrow(RangeError)
  })

  it('recognises one', () => {
    expect(isApplicationNumber('KSR-27-NUR-00042')).toBe(true)
    for (const bad of ['ksr-27-nur-00042', 'KSR-2027-NUR-00042', 'KSR-27-NUR-42', 'KSR 27 NUR 00042', '', 42, null]) {
      expect(isApplicationNumber(bad), String(bad)).toBe(false)
    }
  })
})

describe('fee findings', () => {
  const approved = { approvedOn: '2025-04-01', validUntil: '2028-03-31' }
  const delhi = (lines: FeeSchedule['classes'][number]['lines'], className = 'Nursery'): FeeSchedule => ({ classes: [{ className, lines }], ...approved })

  it('finds a Delhi registration fee of ₹100 over the cap of ₹25, and ₹25 within it', () => {
    expect(feeFindings(delhi([{ head: 'registration', amount: 100, frequency: 'once' }]), STATE_PACKS.DL, '2026-01-10')).toEqual([
      { kind: 'over-cap', className: 'Nursery', head: 'registration', amount: 100, cap: 25, message: 'Nursery: Registration fee ₹100 is over the cap of ₹25' },
    ])
    expect(feeFindings(delhi([{ head: 'registration', amount: 25, frequency: 'once' }]), STATE_PACKS.DL, '2026-01-10')).toEqual([])
  })

  it('refuses a head Delhi does not allow', () => {
    const [finding, ...rest] = feeFindings(delhi([{ head: 'other', amount: 1500, frequency: 'yearly' }], 'KG'), STATE_PACKS.DL, '2026-01-10')
    expect(rest).toEqual([])
    expect(finding).toMatchObject({ kind: 'head-not-allowed', className: 'KG', head: 'other', amount: 1500 })
    expect(finding?.message).toMatch(/^KG: Other \(₹1,500\) is not a fee head allowed in Delhi/)
  })

  it('caps a development fee at 10% of the class’s yearly tuition', () => {
    const tuition = { head: 'tuition', amount: 3000, frequency: 'monthly' } as const // ₹36,000 a year
    const over = feeFindings(delhi([tuition, { head: 'development', amount: 4320, frequency: 'yearly' }], 'Class I'), STATE_PACKS.DL, '2026-01-10')
    expect(over).toEqual([
      {
        kind: 'over-cap',
        className: 'Class I',
        head: 'development',
        amount: 4320,
        cap: 3600,
        message: 'Class I: Development fee ₹4,320 is over the cap of ₹3,600 (10% of the yearly tuition fee of ₹36,000)',
      },
    ])
    expect(feeFindings(delhi([tuition, { head: 'development', amount: 900, frequency: 'quarterly' }]), STATE_PACKS.DL, '2026-01-10')).toEqual([])
  })

  it('counts a capped fee charged more than once in the year', () => {
    const [finding] = feeFindings(delhi([{ head: 'admission', amount: 100, frequency: 'monthly' }]), STATE_PACKS.DL, '2026-01-10')
    expect(finding).toMatchObject({ kind: 'over-cap', amount: 1200, cap: 200, message: 'Nursery: Admission fee ₹1,200 a year is over the cap of ₹200' })
  })

  it('finds an approval that has run out, or none at all', () => {
    const lines = [{ head: 'tuition', amount: 3000, frequency: 'monthly' } as const]
    expect(feeFindings({ classes: [{ className: 'Nursery', lines }], ...approved }, STATE_PACKS.DL, '2028-03-31')).toEqual([])
    expect(feeFindings({ classes: [{ className: 'Nursery', lines }], ...approved }, STATE_PACKS.DL, '2028-04-01').map((f) => f.kind)).toEqual(['approval-expired'])
    expect(feeFindings({ classes: [{ className: 'Nursery', lines }], approvedOn: null, validUntil: null }, STATE_PACKS.DL, '2026-01-10').map((f) => f.kind)).toEqual([
      'approval-missing',
    ])
    expect(feeFindings({ classes: [] }, STATE_PACKS.MH, '2026-01-10').map((f) => f.kind)).toEqual(['approval-missing'])
  })

  it('holds an approval without an end date for the state’s years', () => {
    expect(approvalEnds('2025-04-01', STATE_PACKS.DL.approvalYears)).toBe('2028-03-31')
    expect(approvalEnds('2024-02-29', STATE_PACKS.MH.approvalYears)).toBe('2026-02-28')
    const schedule: FeeSchedule = { classes: [], approvedOn: '2025-04-01' }
    expect(feeFindings(schedule, STATE_PACKS.MH, '2027-03-31')).toEqual([])
    expect(feeFindings(schedule, STATE_PACKS.MH, '2027-04-01').map((f) => f.kind)).toEqual(['approval-expired'])
  })

  it('finds nothing over a cap in Maharashtra, which sets none', () => {
    const schedule: FeeSchedule = {
      classes: [
        {
          className: 'Junior KG',
          lines: [
            { head: 'registration', amount: 1000, frequency: 'once' },
            { head: 'admission', amount: 25000, frequency: 'once' },
            { head: 'tuition', amount: 5000, frequency: 'monthly' },
            { head: 'development', amount: 20000, frequency: 'yearly' },
          ],
        },
      ],
      approvedOn: '2025-06-01',
    }
    expect(feeFindings(schedule, STATE_PACKS.MH, '2026-01-10')).toEqual([])
  })

  it('turns fee lines into yearly amounts, and rupees into Indian grouping', () => {
    expect(yearly({ head: 'tuition', amount: 3000, frequency: 'monthly' })).toBe(36000)
    expect(yearly({ head: 'tuition', amount: 9000, frequency: 'quarterly' })).toBe(36000)
    expect(yearly({ head: 'admission', amount: 200, frequency: 'once' })).toBe(200)
    expect(yearly({ head: 'annual', amount: 5000, frequency: 'yearly' })).toBe(5000)
    expect([0, 25, 999, 1000, 125000, 1234567, 10000000, -4500].map(rupees)).toEqual(['₹0', '₹25', '₹999', '₹1,000', '₹1,25,000', '₹12,34,567', '₹1,00,00,000', '-₹4,500'])
  })
})
