/**
 * The topics parents subscribe to, read from the config: one for each topic a content type's
 * facts name (`notice`, src/content/facts), with its words in each language. Nothing else
 * lists them: a type naming a new topic gets its box on the Get notices page, its column on
 * the subscriptions (with a migration), its choice among the notices sent, and its words in
 * the e-mails. Pure but for reading the facts, so the config (src/content/index.ts) can use it
 * while it is being made.
 */
import type { CollectionConfig } from 'payload'

import { factsOf, type NoticeFact } from '@/content/facts'
import { labelIn } from '@/content/listing/types'
import { LOCALES, type Locale } from '@/lib/i18n/locales'
import { isTopicName, type NoticeTopic } from './rules'

type Config = Pick<CollectionConfig, 'slug' | 'custom' | 'labels'>
type Words = Record<Locale, string>

export type TopicInfo = {
  name: NoticeTopic
  /** What parents tick: "Emergency alerts (school closed, urgent changes)". */
  label: Words
  /** What one notice of it is, before its title in an e-mail: "Emergency alert: …". */
  kind: Words
}

/** A topic's words in each language: the fact's where it gives them, else the collection's label (its English where it has no Hindi). */
const wordsOf = (given: NoticeFact['label'], label: unknown, topic: string): Words =>
  Object.fromEntries(LOCALES.map((locale) => [locale, given?.[locale] ?? (labelIn(label, locale) || topic)])) as Words

function topicsIn(collections: readonly Config[]): TopicInfo[] {
  const named = collections.flatMap((config) => {
    const notice = factsOf(config).notice
    return notice ? [{ config, notice }] : []
  })
  // Those with an `order` first, by it; then the rest in config order (the sort keeps ties in place).
  named.sort((a, b) => (a.notice.order ?? Number.MAX_SAFE_INTEGER) - (b.notice.order ?? Number.MAX_SAFE_INTEGER))
  const topics: TopicInfo[] = []
  for (const { config, notice } of named) {
    // A topic two types share is named (and placed) by the first.
    if (topics.some((t) => t.name === notice.topic)) continue
    if (!isTopicName(notice.topic)) {
      throw new Error(`${config.slug}: the notice topic "${notice.topic}" must be lower-case words joined by "_" (it names a database column).`)
    }
    topics.push({ name: notice.topic, label: wordsOf(notice.label, config.labels?.plural, notice.topic), kind: wordsOf(notice.kind, config.labels?.singular, notice.topic) })
  }
  return topics
}

const found = new WeakMap<readonly Config[], TopicInfo[]>()

/** The topics of a config's collections, in the order parents see them: worked out once per config. */
export function noticeTopics(collections: readonly Config[]): TopicInfo[] {
  let topics = found.get(collections)
  if (!topics) {
    topics = topicsIn(collections)
    found.set(collections, topics)
  }
  return topics
}

/** The topics' names alone, in the same order. */
export const topicNames = (collections: readonly Config[]): NoticeTopic[] => noticeTopics(collections).map((t) => t.name)

/** A topic's word for one notice of it in a language, or '' when the config no longer names the topic. */
export const kindOf = (topics: readonly TopicInfo[], topic: NoticeTopic, locale: Locale): string => topics.find((t) => t.name === topic)?.kind[locale] ?? ''

/** A topic as a form offers it: its name (the box's value) and what it is called in the page's language. */
export type TopicChoice = { name: NoticeTopic; label: string }

export const choicesIn = (topics: readonly TopicInfo[], locale: Locale): TopicChoice[] => topics.map((t) => ({ name: t.name, label: t.label[locale] }))
