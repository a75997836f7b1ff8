/**
 * The preferences link in every notice (issue #45): the page where a parent changes, without
 * an account, the classes, kinds of notice and (by e-mail) how often. The link's token, signed
 * for this purpose, the subscription and its address (./rules.ts linkToken), is the only
 * authority: nothing else is asked, so whoever holds the link may change the choices, as
 * whoever holds it may unsubscribe. The subscription is looked up in the school whose site
 * the link was opened on: another school's link finds nothing.
 */
import 'server-only'

import { payloadClient } from '@/data/payload'
import { markPersonal } from '@/server/renderContext'
import { forSchool, type SchoolGate } from '@/tenancy'
import { requestSchool } from '@/tenancy/request.server'
import { classesOf, type ClassChoice } from '@/features/classes/reads'
import { chosenClasses, classIdsOf } from '@/features/classes/rules'
import type { NoticeSubscription } from '@/payload-types'
import { SUBSCRIPTIONS } from './collections'
import { FREQUENCIES, parseTopics, topicFlags, type Frequency, type NoticeTopic, type TopicsProblem } from './rules'
import { linked } from './subscribe.server'
import { noticeTopics, type TopicInfo } from './topics'

export type Preferences = {
  school: string
  channel: NoticeSubscription['channel']
  /** The e-mail address (an e-mail subscription's), shown so the parent knows which subscription this is. */
  email: string | null
  topics: NoticeTopic[]
  classes: number[]
  frequency: Frequency
  /** What the page offers: the config's topics and the school's classes. */
  choices: { topics: TopicInfo[]; classes: ClassChoice[] }
}

type Found = { within: SchoolGate; doc: NoticeSubscription; school: string; topics: TopicInfo[] }

async function found(id: number, token: unknown): Promise<Found | null> {
  markPersonal()
  const school = await requestSchool()
  if (!school) return null
  const payload = await payloadClient()
  const within = forSchool(payload, school)
  const doc = await linked(within, 'preferences', id, token)
  return doc ? { within, doc, school: school.name, topics: noticeTopics(payload.config.collections) } : null
}

const frequencyOf = (v: unknown): Frequency => FREQUENCIES.find((f) => f === v) ?? 'immediate'

/** A subscription's choices as its preferences page shows them, if the link is right; null: a dead link. */
export async function preferencesFor(id: number, token: unknown): Promise<Preferences | null> {
  const got = await found(id, token)
  if (!got) return null
  const { doc, school, topics, within } = got
  const flags = (doc.topics ?? {}) as Record<string, unknown>
  return {
    school,
    channel: doc.channel,
    email: doc.email ?? null,
    topics: topics.filter((t) => flags[t.name] === true).map((t) => t.name),
    classes: classIdsOf(doc.classes),
    frequency: frequencyOf(doc.frequency),
    choices: { topics, classes: await classesOf(within) },
  }
}

export type SaveOutcome = 'saved' | 'dead' | TopicsProblem

/**
 * The page's post: the kinds of notice (at least one), the classes (the school's own; none is
 * fine: whole-school notices only) and, for e-mail, how often. A link that is not right changes
 * nothing. Consent stays as given: the parent only narrows or widens what they agreed to get.
 */
export async function savePreferences(id: number, token: unknown, form: URLSearchParams): Promise<SaveOutcome> {
  const got = await found(id, token)
  if (!got) return 'dead'
  const { within, doc, topics } = got
  const names = topics.map((t) => t.name)
  const chosen = parseTopics(form.getAll('topics'), names)
  if (chosen.problem) return chosen.problem
  const classes = chosenClasses(form.getAll('classes'), (await classesOf(within)).map((c) => c.id))
  // Only e-mail has a daily digest (./channels): a phone's notices come as each is published.
  const frequency = doc.channel === 'email' ? frequencyOf(form.get('frequency')) : doc.frequency
  await within.update({ collection: SUBSCRIPTIONS, id: doc.id, data: { topics: topicFlags(chosen.topics, names), classes, frequency }, depth: 0 })
  return 'saved'
}
