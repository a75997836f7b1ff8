/**
 * An admission session as the rules read it (./rules.ts): its classes with their age rules, its
 * criteria, whether forms are open on a day. Pure: takes the stored document.
 */
import type { AdmissionSession } from '@/payload-types'
import { schoolToday } from '@/features/tc/rules'
import { checkAge, type AgeRule, type Criterion } from './rules'

export type SessionClass = NonNullable<AdmissionSession['classes']>[number]

export const classOf = (session: Pick<AdmissionSession, 'classes'>, code: unknown): SessionClass | null =>
  (typeof code === 'string' && session.classes?.find((c) => c.code === code)) || null

export const ageRuleOf = (c: SessionClass): AgeRule => ({ minYears: c.minYears, maxYears: c.maxYears, cutoff: c.cutoff, relaxationDays: c.relaxationDays ?? 0 })

/** The criteria as the rules read them, with their labels in the language the session was read in. */
export const criteriaOf = (session: Pick<AdmissionSession, 'criteria'>): Criterion[] =>
  (session.criteria ?? []).map(({ key, label, kind, bands, points }): Criterion =>
    kind === 'distance' ? { key, label, kind, bands: (bands ?? []).map((b) => ({ uptoKm: b.uptoKm, points: b.points })) } : { key, label, kind: 'yes-no', points: points ?? 0 },
  )

/** Forms are open from `opensOn` to `closesOn`, both days included, in India's calendar. */
export const isOpen = (session: Pick<AdmissionSession, 'opensOn' | 'closesOn'>, today: string) => session.opensOn <= today && today <= session.closesOn

/** Today's date at the school (India), as YYYY-MM-DD. */
export const todayAtSchool = () => schoolToday(new Date())

/** The age check for a class, or null when the date of birth is not a date yet. */
export const ageFor = (c: SessionClass, dob: unknown) => (typeof dob === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(dob) ? checkAge(dob, ageRuleOf(c)) : null)
