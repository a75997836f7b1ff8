import { ContentPage } from '@/components/page/ContentPage'
import { words } from '@/data/i18n'
import { getLatestChange } from '@/data/queries'
import { section } from '@/data/section'
import { withSharing } from '@/data/seo'
import { subscribeAction } from '@/features/notices/actions'
import { NOTICE_WORDS } from '@/features/notices/words'
import { SubscribeForm } from '@/features/notices/SubscribeForm'
import { PushSection } from '@/features/notices/PushSection'
import { PhoneSection } from '@/features/notices/PhoneSection'
import { codeChannelOffered } from '@/features/notices/channels/phoneCode.server'
import { SMS_CODES } from '@/features/notices/channels/sms/sms.server'
import { WHATSAPP_CODES } from '@/features/notices/channels/whatsapp/whatsapp.server'
import { emailUnavailable } from '@/features/notices/channels/email'
import { vapidKeys } from '@/features/notices/channels/push/push'
import { env } from '@/env'
import { newNoticesToken } from '@/features/notices/subscribe.server'
import { choicesIn } from '@/features/notices/topics'
import { siteTopics } from '@/features/notices/topics.server'
import { requestSchool } from '@/tenancy/request.server'
import { getClasses } from '@/features/classes/reads'
import { wordsIn } from '@/lib/i18n/catalogue'
import { PAGES } from '@/lib/navigation'
import { firstParam } from '@/lib/params'

// Each copy of the form carries its own signed timestamp: made per request, never cached.
export const dynamic = 'force-dynamic'

export const generateMetadata = () =>
  withSharing({
    title: 'Get notices',
    description: 'Get the school’s emergency alerts, circulars, news and events by e-mail.',
    alternates: { canonical: '/notices' },
  })

type Props = { searchParams: Promise<{ sent?: string | string[]; sms?: string | string[]; whatsapp?: string | string[]; do?: string | string[]; wait?: string | string[] }> }

export default async function NoticesPage({ searchParams }: Props) {
  const { sent, sms, whatsapp, do: intent, wait } = await searchParams
  const first = (v: string | string[] | undefined) => firstParam(v)?.slice(0, 20)
  const { href, locale } = await words()
  const w = wordsIn(NOTICE_WORDS, locale)
  const latest = await section('last change', getLatestChange)
  const updatedAt = latest.ok ? latest.data : null
  if (sent === '1') {
    return (
      <ContentPage title={w.checkInbox} updatedAt={updatedAt}>
        <p role="status">{w.checkInboxText}</p>
      </ContentPage>
    )
  }
  const school = (await requestSchool())?.name ?? ''
  // The kinds of notice are the config's (the content types' facts), named in the page's language.
  const topics = choicesIn(await siteTopics(), locale)
  // The school's classes (none kept: no choice offered), for every way of subscribing.
  const classes = await getClasses()
  return (
    <ContentPage title={w.title} updatedAt={updatedAt}>
      <p>{w.intro}</p>
      {/* E-mail notices only when this deployment can send e-mail; the admin says why not (MailStatus). */}
      {emailUnavailable() ? (
        <section aria-labelledby="email-notices">
          <h2 id="email-notices">{w.form}</h2>
          <p role="note">{w.emailUnavailable}</p>
        </section>
      ) : (
      <SubscribeForm
        action={subscribeAction}
        token={newNoticesToken()}
        topics={topics}
        classes={classes}
        words={{
          form: w.form,
          email: w.email,
          emailHint: w.emailHint,
          topics: w.topics,
          classes: w.classes,
          classesHint: w.classesHint,
          frequency: w.frequency,
          frequencies: w.frequencies,
          subscribe: w.subscribe,
          sending: w.sending,
          correct: w.correct,
          consent: w.consent(school),
        }}
      />
      )}
      <PushSection publicKey={vapidKeys(env().payloadSecret).publicKey} locale={locale} school={school} topics={topics} classes={classes} />
      {/* A number's channels (SMS, WhatsApp), each only where the school set it up; a problem comes back as ?sms= or ?whatsapp=. */}
      {(
        await Promise.all(
          ([['sms', SMS_CODES, sms], ['whatsapp', WHATSAPP_CODES, whatsapp]] as const).map(async ([via, channel, problem]) =>
            (await codeChannelOffered(channel)) ? (
              <PhoneSection key={via} via={via} locale={locale} school={school} token={newNoticesToken()} topics={topics} classes={classes} problem={first(problem)} intent={first(intent)} waitSeconds={Math.min(86_400, Math.max(1, Math.round(Number(first(wait)) || 60)))} />
            ) : null,
          ),
        )
      )}
      <p>
        <a href={href(PAGES.privacy.href)}>{w.privacy}</a>
      </p>
    </ContentPage>
  )
}
