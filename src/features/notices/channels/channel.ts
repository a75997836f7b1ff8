/**
 * What a way of reaching parents (e-mail, phone push, SMS, WhatsApp) is to the sender (../sender.ts):
 * one small interface, one folder per channel, all of them listed in ./index.ts. The sender
 * claims the rows, loads who and what they are for, and keeps the queue's books; a channel
 * only says where a subscription is reached, sends one message, and says what a failure means.
 */
import type { Sender } from '@/lib/mailSender'
import type { Locale } from '@/lib/i18n/locales'
import type { SchoolGate } from '@/tenancy'
import type { Claimed } from '../queue'
import type { NoticeTopic } from '../rules'
import type { TopicInfo } from '../topics'

/** One published item as a notice tells of it, in one language: `kind` is its topic. */
export type NoticeItem = {
  kind: NoticeTopic
  title: string
  summary: string
  /** Its page; in a message, the tracked link to it (../tracking.ts), which counts the open and goes on there. */
  url: string
  /** In a message: the reference of its queue row a phone acknowledges a push with (../tracking.ts). */
  ref?: string
}

/** A subscription as the sender reads it. */
export type Subscriber = {
  id: number
  channel: string
  email?: string | null
  phone?: string | null
  whatsapp?: string | null
  endpoint?: string | null
  p256dh?: string | null
  auth?: string | null
  locale: Locale
  confirmed?: boolean | null
  school: number | null
}

/** A notice (a `notice-sends` record): what it says in each language, and when it was written. */
export type Notice = { id: number; createdAt: string; items: Partial<Record<Locale, NoticeItem>> }

/** One message to one subscriber: one row, or a daily digest's rows. */
export type Message = {
  /** The queue's rows it sends (the first is the one the sender took; a digest adds the subscriber's others). */
  rows: Claimed[]
  subscriber: Subscriber
  /** Where it goes: what `addressOf` gave for the subscriber. */
  address: string
  school: { name: string; origin: string; gate: SchoolGate }
  /** The items the rows tell of, in the subscriber's language (English when the notice has not theirs). */
  items: NoticeItem[]
  /** The first row's notice. */
  notice: Notice | undefined
}

/** What a channel may use while sending, the same for every message of a look. */
export type SendContext = {
  /** The deployment's sender (MAIL_FROM). */
  from: Sender
  /** The config's notice topics, with their words (../topics.ts). */
  topics: readonly TopicInfo[]
  /** How long one send may take (well within a claim: ../sender.ts sendTimeoutMs). */
  timeoutMs: number
  /** A value kept for the rest of the batch (a school's settings read once a batch). */
  once: <T>(key: string, make: () => Promise<T>) => Promise<T>
}

/**
 * What a failed send means for its rows:
 * - `gone`: the address no longer exists (a bounce, an ended push subscription): the
 *   subscription is erased and its rows marked bounced;
 * - `final`: this message will never go (refused for what it is): failed, not tried again;
 * - `unreachable`: the channel's one service (the mail server) could not be reached at all:
 *   nothing is known of this message. Its rows, and the channel's others, wait for the
 *   service to be back, hours if need be (../sender.ts OUTAGE_MS);
 * - `again`: anything else (the service busy, a set-up fault, one push service away): tried
 *   again later, a few times.
 */
export type Failure = 'gone' | 'final' | 'unreachable' | 'again'

export type ChannelName = 'email' | 'push' | 'sms' | 'whatsapp'

export interface Channel {
  readonly name: ChannelName
  /** Where a subscription of this channel is reached (an e-mail address, a push address, a number); none: it is dropped. */
  addressOf(subscriber: Subscriber): string | null | undefined
  /** Whether a daily subscriber gets a day's notices in one message (queued for the digest; e-mail). */
  readonly digest?: boolean
  /**
   * Whether the service taking a message counts as its delivery (e-mail: the mail server took it,
   * unless it bounces; SMS: the gateway took it). Otherwise a message is delivered when the phone
   * or the service says so (push: the phone's acknowledgement; WhatsApp: its status report).
   */
  readonly deliveredWhenSent?: boolean
  /** Whether an emergency alert not opened in time goes again on this channel, to its subscribers of it (SMS, WhatsApp: ../queue.ts queueResends). */
  readonly resendsUrgent?: boolean
  /** Why this instance cannot send on the channel at all (e-mail without SMTP_URL); null when it can. The rows wait. */
  unavailable?(): string | null
  /**
   * One message's turn in a budget all instances share (e-mail's per minute). Refused: the
   * sender stops this look and gives back what it holds, due again when the budget allows.
   */
  take?(): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }>
  /** Sends one message: resolves once the service took it; throws when it did not (`failure` says what that means). */
  send(message: Message, context: SendContext): Promise<void>
  /** What an error thrown by `send` means. */
  failure(err: unknown): Failure
  /** Closes what the channel keeps open between messages (an SMTP connection). */
  close?(): void
}

/** An error that says what it means (`failure` reads it): for refusals that are not a service's own error. */
export class ChannelError extends Error {
  constructor(
    message: string,
    readonly failure: Failure,
  ) {
    super(message)
  }
}

/** The failure a ChannelError carries, else undefined. */
export const failureOf = (err: unknown): Failure | undefined => (err instanceof ChannelError ? err.failure : undefined)
