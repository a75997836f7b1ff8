/**
 * Families apply on the school's site (src/app/(site)/admission): the one way into the
 * `applications` collection (closed to the APIs). An enquiry makes a draft application with its
 * number and a link sent by e-mail (./links.ts); the link's page fills in, saves, submits,
 * uploads documents and pays. Each field's error is named in the family's language and nothing
 * typed is lost (the form shows back what was sent). Limits: enquiries per address and school
 * (ADMISSION_LIMIT a window), saves per link.
 */
import 'server-only'

import type { Payload, Where } from 'payload'

import { env } from '@/env'
import { schoolLimitKey } from '@/lib/clientAddress'
import { defineWords, wordsIn } from '@/lib/i18n/catalogue'
import { localizedHref } from '@/lib/i18n/locales'
import type { Locale } from '@/lib/i18n/locales'
import { routes } from '@/lib/routes'
import type { AdmissionSession, Application } from '@/payload-types'
import { sharedLimiter } from '@/server/rateLimit'
import { markPersonal } from '@/server/renderContext'
import { forSchool, type School, type SchoolGate } from '@/tenancy'
import { ADMISSION_SESSIONS, APPLICATION_FILES, APPLICATIONS } from './collections'
import { isLinkToken, linkHash, newLinkToken } from './links'
import { sendApplicationLink } from './notify'
import { applicationNumber, bornBetween, isCalendarDate } from './rules'
import { HONEYPOT_FIELD } from '@/features/feedback/rules'
import { ageFor, ageRuleOf, classOf, isOpen, todayAtSchool } from './session'
import { CONSENT_PURPOSE, DOCUMENT_RULE } from './words'

export const ENQUIRY_FIELDS = ['childName', 'classCode', 'parentName', 'email', 'phone'] as const
export const APPLICATION_FIELDS = ['childName', 'childDob', 'parentName', 'email', 'phone', 'address', 'distanceKm'] as const

type Problems = Record<string, string>
export type Values = Record<string, string>

const MESSAGES = defineWords('admission-form', {
  en: {
    childName: 'Enter the child’s name (up to 120 characters).',
    classCode: 'Choose a class open for admission.',
    parentName: 'Enter your name (up to 120 characters).',
    email: 'Enter an e-mail address like name@example.com.',
    phone: 'Enter a 10-digit mobile number.',
    contact: 'Give an e-mail address or a mobile number (we send the link by e-mail).',
    childDob: 'Enter the date of birth as day, month and year.',
    address: 'Enter the home address (up to 500 characters).',
    distanceKm: 'Enter the distance in kilometres, e.g. 2.5.',
    consent: 'Tick the consent to submit.',
    document: (label: string) => `Upload ${label}.`,
    closed: 'Applications for this class are not open now.',
    chooseFile: 'Choose a file.',
    tooBig: 'This file is larger than 2 MB. Please choose a smaller one.',
    notDocument: 'This file is not a PDF or a photo (JPEG, PNG or WebP).',
    age: (a: AgeFacts) =>
      `For ${a.name} a child must be born from ${a.earliest} to ${a.latest}${a.relaxedEarliest ? ` (with the school’s relaxation, ${a.relaxedEarliest} to ${a.relaxedLatest})` : ''}. A child born on ${a.dob} is ${a.years} years ${a.months} months old on ${a.cutoff}: too ${a.young ? 'young' : 'old'}.`,
  },
  hi: {
    childName: 'बच्चे का नाम लिखें (120 अक्षरों तक)।',
    classCode: 'प्रवेश के लिए खुली कोई कक्षा चुनें।',
    parentName: 'अपना नाम लिखें (120 अक्षरों तक)।',
    email: 'name@example.com जैसा ई-मेल पता लिखें।',
    phone: '10 अंकों का मोबाइल नंबर लिखें।',
    contact: 'ई-मेल पता या मोबाइल नंबर दें (लिंक हम ई-मेल से भेजते हैं)।',
    childDob: 'जन्म तिथि दिन, महीना और वर्ष में लिखें।',
    address: 'घर का पता लिखें (500 अक्षरों तक)।',
    distanceKm: 'दूरी किलोमीटर में लिखें, जैसे 2.5।',
    consent: 'जमा करने के लिए सहमति पर निशान लगाएँ।',
    document: (label: string) => `${label} अपलोड करें।`,
    closed: 'इस कक्षा के लिए अभी आवेदन खुले नहीं हैं।',
    chooseFile: 'कोई फ़ाइल चुनें।',
    tooBig: 'यह फ़ाइल 2 MB से बड़ी है। कृपया छोटी फ़ाइल चुनें।',
    notDocument: 'यह फ़ाइल PDF या फ़ोटो (JPEG, PNG, WebP) नहीं है।',
    age: (a: AgeFacts) =>
      `${a.name} के लिए बच्चे का जन्म ${a.earliest} से ${a.latest} के बीच होना चाहिए${a.relaxedEarliest ? ` (विद्यालय की छूट के साथ ${a.relaxedEarliest} से ${a.relaxedLatest})` : ''}। ${a.dob} को जन्मे बच्चे की आयु ${a.cutoff} को ${a.years} वर्ष ${a.months} महीने होगी: ${a.young ? 'कम' : 'अधिक'}।`,
  },
})

type AgeFacts = { name: string; earliest: string; latest: string; relaxedEarliest: string | null; relaxedLatest: string | null; dob: string; cutoff: string; years: number; months: number; young: boolean }

const DATE_FORMAT = { en: 'en-IN', hi: 'hi-IN' } as const
export const showDate = (iso: string, locale: Locale) => new Intl.DateTimeFormat(DATE_FORMAT[locale], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`))

/** Why a child's date of birth does not fit the class, with the dates, in the family's language (the session read in it); null when it fits. */
export function ageProblem(c: NonNullable<AdmissionSession['classes']>[number], dob: string, locale: Locale): string | null {
  const check = ageFor(c, dob)
  if (!check || check.outcome === 'fits' || check.outcome === 'relaxed') return null
  const r = bornBetween(ageRuleOf(c))
  const d = (x: string) => showDate(x, locale)
  const relaxed = (c.relaxationDays ?? 0) > 0
  return wordsIn(MESSAGES, locale).age({
    name: c.name,
    earliest: d(r.earliest),
    latest: d(r.latest),
    relaxedEarliest: relaxed ? d(r.relaxedEarliest) : null,
    relaxedLatest: relaxed ? d(r.relaxedLatest) : null,
    dob: d(dob),
    cutoff: d(c.cutoff),
    years: check.age.years,
    months: check.age.months,
    young: check.outcome === 'too-young',
  })
}

const text = (v: unknown, max: number) => (typeof v === 'string' ? v.trim().replace(/\s+/g, ' ') : '').slice(0, max + 1)
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@]{2,}$/
const PHONE = /^(?:\+?91[\s-]?)?[6-9]\d{9}$/

/** The sessions whose forms are open today, newest first. */
export async function openSessions(school: SchoolGate, today = todayAtSchool(), locale: Locale = 'en'): Promise<AdmissionSession[]> {
  const { docs } = await school.find({ collection: ADMISSION_SESSIONS, where: { and: [{ opensOn: { less_than_equal: today } }, { closesOn: { greater_than_equal: today } }] }, depth: 0, sort: '-startYear', limit: 5, locale })
  return docs as AdmissionSession[]
}

/** Every session of the school, newest first (the lists of past ones stay published). */
export async function allSessions(school: SchoolGate, locale: Locale = 'en'): Promise<AdmissionSession[]> {
  return (await school.find({ collection: ADMISSION_SESSIONS, depth: 0, sort: '-startYear', limit: 20, locale })).docs as AdmissionSession[]
}

const enquiryLimiter = () => sharedLimiter('admission-enquiries', env().ADMISSION_LIMIT, 3600)

export type EnquiryOutcome = { status: 'started'; token: string } | { status: 'invalid'; errors: Problems } | { status: 'limited' } | { status: 'rejected' }

/** An enquiry: the child, the class, how to reach the family. Makes the draft and sends the link. */
export async function startApplication(payload: Payload, schoolEntry: School, input: Record<string, unknown>, client: string, locale: Locale, origin: string): Promise<EnquiryOutcome> {
  markPersonal()
  if (typeof input[HONEYPOT_FIELD] === 'string' && input[HONEYPOT_FIELD] !== '') return { status: 'rejected' }
  const school = forSchool(payload, schoolEntry)
  const m = wordsIn(MESSAGES, locale)
  const errors: Problems = {}
  const childName = text(input.childName, 120)
  const parentName = text(input.parentName, 120)
  const email = text(input.email, 254).toLowerCase()
  const phone = text(input.phone, 20).replace(/[\s-]/g, '')
  if (!childName || childName.length > 120) errors.childName = m.childName
  if (!parentName || parentName.length > 120) errors.parentName = m.parentName
  if (email && (email.length > 254 || !EMAIL.test(email))) errors.email = m.email
  if (phone && !PHONE.test(phone)) errors.phone = m.phone
  if (!email && !phone) errors.email = m.contact
  const sessions = await openSessions(school)
  const session = sessions.find((s) => classOf(s, input.classCode))
  if (!session) errors.classCode = sessions.length ? m.classCode : m.closed
  if (Object.keys(errors).length || !session) return { status: 'invalid', errors }
  const limit = await enquiryLimiter().consume(schoolLimitKey(schoolEntry.id, client))
  if (!limit.allowed) return { status: 'limited' }
  const token = newLinkToken()
  const classCode = String(input.classCode)
  const made = await createNumbered(school, session, classCode, { childName, parentName, email: email || null, phone: phone || null, language: locale, accessHash: linkHash(token) })
  const link = `${origin}${localizedHref(routes.application(token), locale)}`
  await sendApplicationLink(payload, { ...made, school: schoolEntry.id }, link)
  return { status: 'started', token }
}

type Enquiry = Pick<Application, 'childName' | 'parentName' | 'email' | 'phone' | 'language' | 'accessHash'>

/**
 * The next number in the session's class: one more than the highest made (never one of a deleted
 * application again, whose fee reference the gateway keeps). A number taken a moment ago by
 * another enquiry is skipped; any other failure is the caller's.
 */
async function createNumbered(school: SchoolGate, session: AdmissionSession, classCode: string, data: Enquiry): Promise<Application> {
  const inClass: Where = { and: [{ session: { equals: session.id } }, { classCode: { equals: classCode } }] }
  const highest = (await school.find({ collection: APPLICATIONS, where: inClass, sort: '-number', limit: 1, depth: 0, select: { number: true } })).docs[0] as Pick<Application, 'number'> | undefined
  let sequence = Number(/(\d+)$/.exec(highest?.number ?? '')?.[1] ?? 0) + 1
  for (let attempt = 0; ; attempt++) {
    const number = applicationNumber(school.school.code, session.startYear, classCode, sequence)
    try {
      return (await school.create({ collection: APPLICATIONS, data: { ...data, number, session: session.id, classCode, status: 'draft', feeStatus: session.registrationFee > 0 ? 'unpaid' : 'waived' }, depth: 0 })) as Application
    } catch (err) {
      const taken = (await school.count({ collection: APPLICATIONS, where: { number: { equals: number } } })).totalDocs > 0
      if (!taken || attempt >= 50) throw err
      sequence++
    }
  }
}

/** The application a link opens, with its session; null for a token that opens none (here). */
export async function applicationByToken(school: SchoolGate, token: unknown, locale: Locale = 'en'): Promise<{ application: Application; session: AdmissionSession } | null> {
  markPersonal()
  if (!isLinkToken(token)) return null
  const { docs } = await school.find({ collection: APPLICATIONS, where: { accessHash: { equals: linkHash(token) } }, depth: 0, limit: 1 })
  const application = docs[0] as Application | undefined
  if (!application) return null
  const sessionId = typeof application.session === 'object' ? application.session.id : application.session
  // The session's names and labels in the family's language (what the page and its messages show).
  const session = (await school.findByID({ collection: ADMISSION_SESSIONS, id: sessionId, depth: 0, disableErrors: true, locale })) as AdmissionSession | null
  return session ? { application, session } : null
}

/** The values an application's form shows: what is saved, or what was just sent. */
export function formValues(application: Application): Values {
  const answers = (application.answers ?? {}) as Record<string, unknown>
  return {
    childName: application.childName ?? '',
    childDob: application.childDob ?? '',
    parentName: application.parentName ?? '',
    email: application.email ?? '',
    phone: application.phone ?? '',
    address: application.address ?? '',
    distanceKm: answers.distanceKm === undefined || answers.distanceKm === null ? '' : String(answers.distanceKm),
    ...Object.fromEntries(Object.entries(answers).filter(([k]) => k !== 'distanceKm').map(([k, v]) => [`a_${k}`, v ? 'yes' : ''])),
  }
}

export type SaveOutcome = { status: 'saved' | 'submitted' } | { status: 'invalid'; errors: Problems; values: Values } | { status: 'not-found' } | { status: 'locked' }

/** The link's page saved (`submit` false) or submitted: every field checked, each error named. */
export async function saveApplication(school: SchoolGate, token: unknown, input: Record<string, unknown>, submit: boolean, locale: Locale): Promise<SaveOutcome> {
  const found = await applicationByToken(school, token, locale)
  if (!found) return { status: 'not-found' }
  const { application, session } = found
  if (application.status !== 'draft') return { status: 'locked' }
  const m = wordsIn(MESSAGES, locale)
  const errors: Problems = {}
  const values: Values = {}
  for (const name of APPLICATION_FIELDS) values[name] = typeof input[name] === 'string' ? (input[name] as string).slice(0, 600) : ''
  const criteria = session.criteria ?? []
  for (const c of criteria) if (c.kind === 'yes-no') values[`a_${c.key}`] = input[`a_${c.key}`] === 'yes' ? 'yes' : ''
  const childName = text(values.childName, 120)
  const parentName = text(values.parentName, 120)
  const email = text(values.email, 254).toLowerCase()
  const phone = text(values.phone, 20).replace(/[\s-]/g, '')
  const address = (values.address ?? '').trim().slice(0, 501)
  const dob = text(values.childDob, 10)
  const distanceText = text(values.distanceKm, 10)
  const distance = distanceText === '' ? null : Number(distanceText)
  if (!childName || childName.length > 120) errors.childName = m.childName
  if (parentName.length > 120 || (submit && !parentName)) errors.parentName = m.parentName
  if (email && (email.length > 254 || !EMAIL.test(email))) errors.email = m.email
  if (phone && !PHONE.test(phone)) errors.phone = m.phone
  if (!email && !phone) errors.email = m.contact
  if (address.length > 500 || (submit && !address)) errors.address = m.address
  if (distance !== null && (!Number.isFinite(distance) || distance < 0 || distance > 500)) errors.distanceKm = m.distanceKm
  if (submit && distance === null && criteria.some((c) => c.kind === 'distance')) errors.distanceKm = m.distanceKm
  const c = classOf(session, application.classCode)
  if (dob && !isCalendarDate(dob)) errors.childDob = m.childDob
  else if (dob && c) {
    const problem = ageProblem(c, dob, locale)
    if (problem) errors.childDob = problem
  } else if (submit && !dob) errors.childDob = m.childDob
  if (submit) {
    if (input.consent !== 'yes') errors.consent = m.consent
    if (!isOpen(session, todayAtSchool())) errors.classCode = m.closed
    const uploaded = new Set((application.documents ?? []).filter((d) => d.file).map((d) => d.key))
    for (const d of c?.documents ?? []) if (d.required && !uploaded.has(d.key)) errors[`doc_${d.key}`] = m.document(d.label)
  }
  if (Object.keys(errors).length) return { status: 'invalid', errors, values }
  const answers: Record<string, boolean | number> = Object.fromEntries(criteria.filter((k) => k.kind === 'yes-no').map((k) => [k.key, values[`a_${k.key}`] === 'yes']))
  if (distance !== null) for (const k of criteria.filter((x) => x.kind === 'distance')) answers[k.key] = distance
  if (distance !== null) answers.distanceKm = distance
  await school.update({
    collection: APPLICATIONS,
    id: application.id,
    data: {
      childName,
      childDob: dob || null,
      parentName,
      email: email || null,
      phone: phone || null,
      address,
      answers,
      ...(submit ? { status: 'submitted', submittedAt: new Date().toISOString(), consentPurpose: wordsIn(CONSENT_PURPOSE, locale), consentAt: new Date().toISOString() } : {}),
    },
    depth: 0,
    context: { internal: true },
  })
  return { status: submit ? 'submitted' : 'saved' }
}

export type UploadProblem = 'chooseFile' | 'tooBig' | 'notDocument'
export type UploadOutcome = { status: 'uploaded' } | { status: 'refused'; problem: UploadProblem } | { status: 'not-found' } | { status: 'locked' }

/** What the application's page says of a refused document, in its language. */
export const uploadProblem = (problem: unknown, locale: Locale): string | null =>
  problem === 'chooseFile' || problem === 'tooBig' || problem === 'notDocument' ? wordsIn(MESSAGES, locale)[problem] : null

/** One document for one of the class's asks, replacing any before it. */
export async function addDocument(school: SchoolGate, token: unknown, key: unknown, file: File | null): Promise<UploadOutcome> {
  const found = await applicationByToken(school, token)
  if (!found) return { status: 'not-found' }
  const { application, session } = found
  if (application.status !== 'draft' && application.status !== 'documents-incomplete') return { status: 'locked' }
  const ask = classOf(session, application.classCode)?.documents?.find((d) => d.key === key)
  if (!ask || !file || file.size === 0) return { status: 'refused', problem: 'chooseFile' }
  if (file.size > DOCUMENT_RULE.maxBytes) return { status: 'refused', problem: 'tooBig' }
  const data = Buffer.from(await file.arrayBuffer())
  let stored: { id: number }
  try {
    stored = (await school.create({
      collection: APPLICATION_FILES,
      data: {},
      file: { data, mimetype: file.type || 'application/octet-stream', name: `${application.number}-${ask.key}${extensionOf(file.name)}`, size: data.length },
      depth: 0,
    })) as { id: number }
  } catch {
    return { status: 'refused', problem: 'notDocument' }
  }
  const before = application.documents ?? []
  const replaced = before.find((d) => d.key === ask.key)?.file
  const documents = [...before.filter((d) => d.key !== ask.key).map((d) => ({ key: d.key, file: typeof d.file === 'object' && d.file ? d.file.id : d.file, checked: d.checked })), { key: ask.key, file: stored.id, checked: false }]
  await school.update({ collection: APPLICATIONS, id: application.id, data: { documents }, depth: 0, context: { internal: true } })
  if (replaced) await school.delete({ collection: APPLICATION_FILES, id: typeof replaced === 'object' ? replaced.id : replaced, depth: 0 }).catch(() => undefined)
  return { status: 'uploaded' }
}

const extensionOf = (name: string) => /\.(pdf|jpe?g|png|webp)$/i.exec(name)?.[0].toLowerCase() ?? ''
