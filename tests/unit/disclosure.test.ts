import { describe, expect, it } from 'vitest'

import {
  academicYear,
  CERTIFICATES,
  disclosureFindings,
  formatDay,
  isExpired,
  ITEMS,
  itemName,
  missingItems,
  SECTIONS,
  type DisclosureData,
} from '@/features/disclosure/rules'

const day = (ymd: string) => `${ymd}T12:00:00.000Z`
const cert = (validUntil: string | null) => ({ file: 1, issuedOn: day('2024-04-01'), validUntil: validUntil ? day(validUntil) : null })

/** Every Appendix IX item filled in, documents valid until 2030, an annual report for 2026-27. */
const complete = (): DisclosureData => ({
  sectionA: {
    schoolName: 'Demo School',
    affiliationNumber: '123',
    schoolCode: 'X',
    address: 'Road 1, Town 834002',
    principalName: 'P',
    principalQualification: 'M.Ed.',
    email: 'a@b.example',
    phone: '1',
  },
  sectionB: Object.fromEntries(CERTIFICATES.map((c) => [c.key, cert('2030-03-31')])),
  sectionC: {
    feeStructureFile: 2,
    academicCalendarFile: 3,
    smcFile: 4,
    ptaFile: 5,
    resultsX: [{ year: '2025-26', registered: 10, passed: 10 }],
  },
  sectionD: {
    principal: 'P',
    teachersPGT: 1,
    teachersTGT: 2,
    teachersPRT: 0,
    teacherSectionRatio: '1:1.5',
    specialEducator: 'S',
    counsellor: 'C',
  },
  sectionE: {
    campusArea: 100,
    classroomCount: 2,
    classroomSize: 40,
    labCount: 1,
    labSize: 50,
    internet: 'no',
    girlsToilets: 0,
    boysToilets: 3,
    inspectionVideo: 'https://www.youtube.com/watch?v=x',
  },
  annualReports: [{ year: '2026-27', file: 9 }],
})

describe('Appendix IX items', () => {
  it("run A to E in CBSE's order, with CBSE's wording", () => {
    expect(SECTIONS.map((s) => `${s.id}. ${s.title}`)).toEqual([
      'A. General information',
      'B. Documents and information',
      'C. Result and academics',
      'D. Staff (teaching)',
      'E. School infrastructure',
    ])
    const sections = ITEMS.map((i) => i.section)
    expect(sections).toEqual([...sections].sort())
    expect(ITEMS.filter((i) => i.section === 'A').map((i) => i.label)).toEqual([
      'Name of the school',
      'Affiliation no. (if applicable)',
      'School code (if applicable)',
      'Complete address with pin code',
      'Principal name',
      'Principal qualification',
      'School email id',
      'Contact details (landline/mobile)',
    ])
    const b = ITEMS.filter((i) => i.section === 'B').map((i) => i.label)
    expect(b).toHaveLength(8)
    expect(b[0]).toMatch(/^Copies of affiliation\/upgradation letter/)
    expect(b[5]).toMatch(/^Copy of valid fire safety certificate/)
    expect(b[7]).toBe('Copies of valid water, health and sanitation certificates')
    expect(ITEMS.filter((i) => i.section === 'E').map((i) => i.key)).toEqual([
      'campusArea',
      'classrooms',
      'laboratories',
      'internet',
      'girlsToilets',
      'boysToilets',
      'inspectionVideo',
    ])
    expect(new Set(ITEMS.map((i) => `${i.section}.${i.key}`)).size).toBe(ITEMS.length)
  })
})

describe('missingItems', () => {
  it('names nothing when everything is filled in, zeros and "N" included', () => {
    expect(missingItems(complete())).toEqual([])
  })

  it('names every item of an empty disclosure, in order', () => {
    expect(missingItems(null)).toEqual(ITEMS)
    expect(missingItems({}).map(itemName)[0]).toBe('A. Name of the school')
  })

  it('names a removed document and blank text with its section', () => {
    const d = complete()
    d.sectionB!.fireSafety = { ...d.sectionB!.fireSafety, file: null }
    d.sectionA!.email = '   '
    expect(missingItems(d).map(itemName)).toEqual([
      'A. School email id',
      'B. Copy of valid fire safety certificate issued by the competent authority',
    ])
  })

  it('takes a table in place of a PDF for items C1–C4, and needs every teacher count', () => {
    const d = complete()
    d.sectionC = { resultsXII: [{ year: '2025-26', registered: 1, passed: 1 }] }
    d.feeStructure = [{ className: 'I' }]
    d.sectionD!.teachersPRT = null
    d.sectionE!.labSize = null
    expect(missingItems(d).map((i) => `${i.section}.${i.key}`)).toEqual([
      'C.academicCalendar',
      'C.smc',
      'C.pta',
      'D.teachers',
      'E.laboratories',
    ])
  })
})

describe('dates', () => {
  it('formats a day in Indian English and knows when it has passed (in India)', () => {
    expect(formatDay(day('2026-03-03'))).toBe('3 Mar 2026')
    expect(formatDay(null)).toBe('')
    // 31 March is still valid on 31 March in India, expired on 1 April (already at 00:30 IST).
    expect(isExpired(day('2026-03-31'), new Date('2026-03-31T17:00:00Z'))).toBe(false)
    expect(isExpired(day('2026-03-31'), new Date('2026-03-31T19:00:00Z'))).toBe(true)
    expect(isExpired(null, new Date('2030-01-01'))).toBe(false)
  })

  it('names the academic year, April to March', () => {
    expect(academicYear(new Date('2026-04-01T06:00:00Z')).label).toBe('2026-27')
    expect(academicYear(new Date('2027-03-31T06:00:00Z')).label).toBe('2026-27')
    expect(academicYear(new Date('2026-03-31T06:00:00Z')).label).toBe('2025-26')
    expect(academicYear(new Date('2099-12-01T06:00:00Z')).label).toBe('2099-00')
  })
})

describe('disclosureFindings', () => {
  const href = '/admin/collections/mandatory-disclosure'

  it('finds nothing wrong with a complete, valid disclosure', () => {
    expect(disclosureFindings(complete(), new Date('2026-11-23T06:00:00Z'))).toEqual([])
  })

  it('reports an expired document red and one expiring within 60 days amber', () => {
    const d = complete()
    d.sectionB!.fireSafety = cert('2026-03-03')
    d.sectionB!.buildingSafety = cert('2026-05-02')
    d.sectionB!.registration = cert('2026-05-03')
    d.sectionB!.noc = cert(null)
    d.annualReports = [{ year: '2025-26', file: 9 }]
    expect(disclosureFindings(d, new Date('2026-03-03T06:00:00Z'))).toContainEqual({
      check: 'disclosure-expiring',
      severity: 'amber',
      message: 'Fire safety certificate expires on 3 Mar 2026 (today)',
      href,
    })
    const findings = disclosureFindings(d, new Date('2026-03-04T06:00:00Z'))
    expect(findings).toContainEqual({
      check: 'disclosure-expired',
      severity: 'red',
      message: 'Fire safety certificate expired on 3 Mar 2026',
      href,
    })
    expect(findings).toContainEqual({
      check: 'disclosure-expiring',
      severity: 'amber',
      message: 'Building safety certificate expires on 2 May 2026 (in 59 days)',
      href,
    })
    expect(findings).toContainEqual({
      check: 'disclosure-expiring',
      severity: 'amber',
      message: 'Society/trust registration certificate expires on 3 May 2026 (in 60 days)',
      href,
    })
    expect(findings).toHaveLength(3)
  })

  it('reports each missing item red', () => {
    const d = complete()
    d.sectionE!.inspectionVideo = ''
    d.sectionB!.noc = null
    expect(disclosureFindings(d, new Date('2026-06-01T06:00:00Z'))).toEqual([
      {
        check: 'disclosure-missing',
        severity: 'red',
        message:
          'Mandatory disclosure item not published: B. Copy of no objection certificate (NOC) issued, if applicable, by the state govt./UT',
        href,
      },
      {
        check: 'disclosure-missing',
        severity: 'red',
        message:
          'Mandatory disclosure item not published: E. Link of YouTube video of the inspection of school covering the infrastructure of the school',
        href,
      },
    ])
  })

  it("reports the current year's annual report missing only after 15 September", () => {
    const d = { ...complete(), annualReports: [{ year: '2025-26', file: 9 }] }
    expect(disclosureFindings(d, new Date('2026-09-15T12:00:00Z'))).toEqual([])
    const late = [
      { check: 'annual-report', severity: 'red', message: 'Annual report for 2026-27 not uploaded (due by 15 Sept 2026)', href },
    ]
    expect(disclosureFindings(d, new Date('2026-09-16T06:00:00Z'))).toEqual(late)
    expect(disclosureFindings(d, new Date('2027-02-01T06:00:00Z'))).toEqual(late)
    // In a new academic year, before its 15 September, nothing is due yet.
    expect(disclosureFindings(d, new Date('2027-04-10T06:00:00Z'))).toEqual([])
    // A listed year without its file does not count.
    expect(disclosureFindings({ ...d, annualReports: [{ year: '2026-27', file: null }] }, new Date('2026-10-01T06:00:00Z'))).toEqual(late)
  })
})
