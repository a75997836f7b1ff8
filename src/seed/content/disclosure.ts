import { academicYear } from '@/features/disclosure/rules'
import type { SeedContext } from '../context'
import { SCHOOL_NAME } from './profile'

/** A day as the admin's day picker stores it. */
const day = (ymd: string) => `${ymd}T12:00:00.000Z`

/** Demo figures for the demo school, written for this project (no real school's data). */
export async function seedDisclosure(s: SeedContext, now = new Date()) {
  const pdf = (key: string, title: string) => s.pdf(`disclosure-${key}`, title)
  const attested = { attestedByManagement: 'chairman', attestedByPrincipal: true }
  const certificate = async (key: string, title: string, issuedOn: string, validUntil: string | null) => ({
    file: await pdf(key, title),
    issuedOn: day(issuedOn),
    validUntil: validUntil ? day(validUntil) : null,
    ...attested,
  })
  const results = (rows: [string, number, number][]) =>
    rows.map(([year, registered, passed]) => ({
      year,
      registered,
      passed,
      passPercentage: Math.round((passed / registered) * 1000) / 10,
      remarks: passed === registered ? 'All students passed' : null,
    }))
  const year = academicYear(now)
  const previous = `${year.startYear - 1}-${String(year.startYear % 100).padStart(2, '0')}`

  await s.ensureGlobal('mandatory-disclosure', (d) => Boolean((d.sectionA as { schoolName?: string } | null)?.schoolName), {
    sectionA: {
      schoolName: SCHOOL_NAME,
      affiliationNumber: '3430000 (demo)',
      schoolCode: 'KSR',
      address: 'Hill View Road, Doranda, Ranchi, Jharkhand 834002',
      principalName: 'Dr. Meera Srinivasan',
      principalQualification: 'M.Sc., M.Ed., Ph.D.',
      email: 'office@ksr-school.example',
      phone: '+91 651 240 1978',
    },
    sectionB: {
      affiliation: await certificate('affiliation', 'Extension of affiliation letter', '2024-04-01', '2029-03-31'),
      registration: await certificate('registration', 'Society registration renewal certificate', '2022-06-15', '2027-06-14'),
      noc: await certificate('noc', 'No objection certificate (state government)', '2004-02-10', null),
      rteRecognition: await certificate('rte', 'Recognition certificate under the RTE Act, 2009', '2023-05-02', '2028-05-01'),
      buildingSafety: await certificate('building-safety', 'Building safety certificate', '2025-01-20', '2028-01-19'),
      fireSafety: await certificate('fire-safety', 'Fire safety certificate', '2024-04-01', '2027-03-31'),
      deoCertificate: await certificate('deo', 'DEO certificate for extension of affiliation', '2024-01-12', null),
      waterHealthSanitation: await certificate(
        'water-health-sanitation',
        'Water, health and sanitation certificates',
        '2025-07-01',
        '2027-06-30',
      ),
    },
    sectionC: {
      feeStructureFile: await pdf('fee-structure', 'Fee structure of the school'),
      academicCalendarFile: await pdf('academic-calendar', 'Annual academic calendar'),
      smcFile: await pdf('smc', 'List of school management committee (SMC)'),
      ptaFile: await pdf('pta', 'List of parents teachers association (PTA) members'),
      resultsX: results([
        ['2023-24', 412, 405],
        ['2024-25', 398, 394],
        ['2025-26', 421, 421],
      ]),
      resultsXII: results([
        ['2023-24', 356, 341],
        ['2024-25', 342, 335],
        ['2025-26', 367, 365],
      ]),
    },
    feeStructure: [
      { className: 'Pre KG - UKG', tuitionFee: 'Rs. 2,400', annualCharges: 'Rs. 6,000' },
      { className: 'I - V', tuitionFee: 'Rs. 2,800', annualCharges: 'Rs. 7,000' },
      { className: 'VI - X', tuitionFee: 'Rs. 3,200', annualCharges: 'Rs. 8,000' },
      { className: 'XI - XII', tuitionFee: 'Rs. 3,800', annualCharges: 'Rs. 9,000' },
    ],
    calendar: [
      { period: 'April', activity: 'New session begins' },
      { period: 'July', activity: 'Periodic Test I' },
      { period: 'September', activity: 'Half-yearly examination' },
      { period: 'December', activity: 'Periodic Test II' },
      { period: 'February - March', activity: 'Annual examination' },
    ],
    managementCommittee: [
      { name: 'Mr. Rajiv Sahay', designation: 'Chairman' },
      { name: 'Dr. Meera Srinivasan', designation: 'Member secretary (Principal)' },
      { name: 'Mrs. Anita Kujur', designation: 'Teacher representative' },
      { name: 'Mr. Faisal Ahmed', designation: 'Parent representative' },
      { name: 'Dr. Kavita Mahto', designation: 'Educationist' },
    ],
    parentTeacherAssociation: [
      { name: 'Mr. Sunil Oraon', designation: 'President (parent)' },
      { name: 'Mrs. Priya Banerjee', designation: 'Vice president (parent)' },
      { name: 'Mr. Deepak Munda', designation: 'Secretary (teacher)' },
      { name: 'Mrs. Rekha Singh', designation: 'Member (teacher)' },
    ],
    sectionD: {
      principal: 'Dr. Meera Srinivasan, M.Sc., M.Ed., Ph.D.',
      teachersPGT: 38,
      teachersTGT: 52,
      teachersPRT: 61,
      teacherSectionRatio: '1:1.5',
      specialEducator: 'Mrs. Nandini Ghosh, B.Ed. (Special Education), RCI registered',
      counsellor: 'Ms. Shalini Ekka, M.A. (Psychology), counsellor and wellness teacher',
    },
    sectionE: {
      campusArea: 20970,
      classroomCount: 105,
      classroomSize: 48,
      labCount: 12,
      labSize: 64,
      internet: 'yes',
      girlsToilets: 59,
      boysToilets: 99,
      inspectionVideo: 'https://www.youtube.com/@ksr-school-example',
    },
    annualReports: [
      { year: year.label, file: await pdf(`annual-report-${year.label}`, `Annual report ${year.label}`) },
      { year: previous, file: await pdf(`annual-report-${previous}`, `Annual report ${previous}`) },
    ],
  })
}
