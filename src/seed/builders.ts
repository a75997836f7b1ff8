/**
 * Fixture builders: valid data for each content type with sensible defaults. The demo
 * seed and the tests build their documents with these, so both exercise the same shapes.
 */
import type {
  AdmissionSession,
  Circular,
  EmergencyAlert,
  Event,
  Faculty,
  GalleryAlbum,
  News,
  NoticeSubscription,
  School,
  Topper,
  TransferCertificate,
} from '@/payload-types'

type Data<T> = Omit<T, 'id' | 'createdAt' | 'updatedAt'>

/** Midnight UTC of a calendar day, as Payload stores `dayOnly` dates. */
export const day = (year: number, month: number, date: number) =>
  new Date(Date.UTC(year, month - 1, date)).toISOString()

/** A day relative to today's month: `monthOffset` months away, on day `date`. */
export function dayInMonth(now: Date, monthOffset: number, date: number): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + monthOffset, 1))
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate()
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), Math.min(date, last))).toISOString()
}

/** An admission session's parts (src/features/admissions): the documents asked, the points criteria, the entry classes. */
export const ADMISSION_DOCUMENTS = [
  { key: 'birth', label: 'Birth certificate', required: true },
  { key: 'address', label: 'Proof of address', required: true },
  { key: 'photo', label: 'A recent photo of the child', required: false },
]
export const ADMISSION_CRITERIA = [
  { key: 'distance', label: 'Distance from home', kind: 'distance' as const, bands: [{ uptoKm: 1, points: 40 }, { uptoKm: 3, points: 30 }, { uptoKm: 6, points: 20 }] },
  { key: 'sibling', label: 'A brother or sister studies in the school', kind: 'yes-no' as const, points: 20 },
  { key: 'alumni', label: 'A parent studied in the school', kind: 'yes-no' as const, points: 10 },
  { key: 'staff', label: 'A parent works in the school', kind: 'yes-no' as const, points: 5 },
]
export const ADMISSION_CLASSES = [
  { code: 'NUR', name: 'Nursery', seats: 40, rteSeats: 10, minYears: 3, maxYears: 4 },
  { code: 'KG', name: 'KG', seats: 20, rteSeats: 5, minYears: 4, maxYears: 5 },
]

export const build = {
  /** A Delhi session for Nursery and KG (age on 31 March of `startYear`, a month's relaxation), ₹25 to register. */
  admissionSession: (startYear: number, dates: { opensOn: string; closesOn: string; pointsOn?: string; listsOn?: string }, o: Partial<Data<AdmissionSession>> = {}): Data<AdmissionSession> => ({
    title: `Admissions ${startYear}–${String(startYear + 1).slice(2)}`,
    startYear,
    state: 'DL',
    ...dates,
    registrationFee: 25,
    classes: ADMISSION_CLASSES.map((c) => ({ ...c, cutoff: `${startYear}-03-31`, relaxationDays: 30, documents: ADMISSION_DOCUMENTS.map((d) => ({ ...d })) })),
    criteria: ADMISSION_CRITERIA.map((c) => ({ ...c })),
    rtePortal: 'https://edudel.nic.in',
    retentionDays: 90,
    ...o,
  }),
  news: (o: Partial<Data<News>> = {}): Data<News> => ({
    title: 'Science exhibition',
    description: 'Students of Classes VI to IX show their working models in the school auditorium.',
    fromDate: day(2025, 8, 14),
    _status: 'published',
    ...o,
  }),
  event: (o: Partial<Data<Event>> = {}): Data<Event> => ({
    title: 'Parent-teacher meeting',
    date: day(2025, 9, 6),
    time: '9:00 AM - 12:00 PM',
    venue: 'Classrooms',
    description: 'Parents meet class teachers to discuss progress.',
    _status: 'published',
    ...o,
  }),
  galleryAlbum: (photos: number[], o: Partial<Data<GalleryAlbum>> = {}): Data<GalleryAlbum> => ({
    title: 'Annual Day',
    date: day(2025, 11, 22),
    description: 'Dance, drama and music on Annual Day.',
    photos,
    _status: 'published',
    ...o,
  }),
  topper: (o: Partial<Data<Topper>> = {}): Data<Topper> => ({
    name: 'Aarav Kumar',
    class: 'XII',
    sessionYear: '2024-25',
    percentage: 96.4,
    stream: 'Science',
    _status: 'published',
    ...o,
  }),
  faculty: (o: Partial<Data<Faculty>> = {}): Data<Faculty> => ({
    name: 'Mrs. Anita Kujur',
    designation: 'PGT (English)',
    category: 'Teaching',
    order: 1,
    ...o,
  }),
  circular: (attachments: Circular['attachments'], o: Partial<Data<Circular>> = {}): Data<Circular> => ({
    title: 'News Letter',
    category: 'News Letter',
    attachments,
    _status: 'published',
    ...o,
  }),
  transferCertificate: (certificate: number, o: Partial<Data<TransferCertificate>> = {}): Data<TransferCertificate> => ({
    admissionNumber: '10001',
    studentName: 'Rohan Verma',
    classLastStudied: 'VIII',
    dateOfIssue: day(2025, 4, 10),
    tcNumber: 'KSR/TC/2025/001',
    certificate,
    ...o,
  }),
  /** An emergency alert showing from now for a day (India time). */
  alert: (o: Partial<Data<EmergencyAlert>> = {}): Data<EmergencyAlert> => ({
    title: 'School closed tomorrow (heavy rain)',
    severity: 'danger',
    startsAt: new Date().toISOString(),
    startsAt_tz: 'Asia/Kolkata',
    endsAt: new Date(Date.now() + 86_400_000).toISOString(),
    endsAt_tz: 'Asia/Kolkata',
    _status: 'published',
    ...o,
  }),
  /** A confirmed e-mail subscriber to emergency alerts and circulars. */
  subscription: (o: Partial<Data<NoticeSubscription>> = {}): Data<NoticeSubscription> => ({
    channel: 'email',
    email: 'parent@example.com',
    topics: { alerts: true, circulars: true, news: false, events: false },
    frequency: 'immediate',
    locale: 'en',
    confirmed: true,
    confirmedAt: new Date().toISOString(),
    consent: { wording: 'I agree to get notices by e-mail.', givenAt: new Date().toISOString(), locale: 'en' },
    ...o,
  }),
  school: (o: Partial<Data<School>> = {}): Data<School> => ({
    name: 'Kestrel Springs Residential School',
    code: 'KSR',
    domains: [],
    status: 'active',
    ...o,
  }),
}
