/**
 * The page after a number's form (/notices/sms, /notices/whatsapp): a field for the six-digit
 * code sent to the number, then what happened. A plain form posting to a server action; no script.
 */
import { ContentPage } from '@/components/page/ContentPage'
import { words } from '@/data/i18n'
import { getLatestChange } from '@/data/queries'
import { section } from '@/data/section'
import { FieldError } from '@/features/feedback/FormParts'
import { firstParam } from '@/lib/params'
import { markPersonal } from '@/server/renderContext'
import { wordsIn } from '@/lib/i18n/catalogue'
import { phoneCodeAction } from './actions'
import { isLinkToken, topicsOf } from './rules'
import { siteTopicNames } from './topics.server'
import { CODE_MINUTES, isSealedPage } from './channels/phoneCode'
import { NOTICE_WORDS } from './words'
import { MAX_CLASSES } from '@/features/classes/rules'

/** The class ids the number's form (SMS or WhatsApp) chose, as the page's address carries them ("3 7"): digits alone, the post checks them against the school's. */
const classIdsIn = (list: string | undefined) =>
  (list ?? '')
    .split(/[\s,+]+/)
    .filter((v) => /^\d{1,12}$/.test(v))
    .slice(0, MAX_CLASSES)
    .join(' ')

type Props = { via: 'sms' | 'whatsapp'; params: Record<string, string | string[] | undefined> }

export async function CodePage({ via, params }: Props) {
  markPersonal()
  const { href, locale } = await words()
  const w = wordsIn(NOTICE_WORDS, locale)
  const c = w.byPhone[via]
  const latest = await section('last change', getLatestChange)
  const updatedAt = latest.ok ? latest.data : null
  const back = (
    <p>
      <a href={href('/notices')}>{w.title}</a>
    </p>
  )
  const done = firstParam(params.done)
  if (done === 'subscribed' || done === 'stopped') {
    return (
      <ContentPage title={done === 'subscribed' ? c.subscribedTitle : c.stoppedTitle} updatedAt={updatedAt}>
        <p role="status">{done === 'subscribed' ? c.subscribedText : c.stoppedText}</p>
        {back}
      </ContentPage>
    )
  }
  // What the page is for (sealed, phoneCode.ts sealPage) and the code's token; the post checks them.
  const page = firstParam(params.s)
  const token = firstParam(params.t)
  const error = firstParam(params.e)
  if (!isSealedPage(page) || !isLinkToken(token) || error === 'dead') {
    return (
      <ContentPage title={w.codeTitle} updatedAt={updatedAt}>
        <p role="alert">{error === 'dead' ? w.codeDead : w.deadLink}</p>
        {back}
      </ContentPage>
    )
  }
  const message = error === 'wrong' ? w.codeWrong : undefined
  // The kinds of notice the form chose, carried on to the code's post (unknown ones left out).
  const topics = topicsOf(firstParam(params.topics) ?? '', await siteTopicNames())
  return (
    <ContentPage title={w.codeTitle} updatedAt={updatedAt}>
      <p>{c.codeText(CODE_MINUTES)}</p>
      <form action={phoneCodeAction} aria-label={w.codeTitle} className="feedback-form">
        <input type="hidden" name="via" value={via} />
        <input type="hidden" name="s" value={page} />
        <input type="hidden" name="t" value={token} />
        <input type="hidden" name="do" value={firstParam(params.do) === 'stop' ? 'stop' : 'subscribe'} />
        <input type="hidden" name="topics" value={topics.join(' ')} />
        <input type="hidden" name="classes" value={classIdsIn(firstParam(params.classes))} />
        <div className="form-field">
          <label htmlFor="nc-code">{w.code}</label>
          <input
            id="nc-code"
            name="code"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]{6,7}"
            maxLength={7}
            required
            autoFocus={Boolean(message)}
            aria-invalid={message ? true : undefined}
            aria-describedby="nc-code-error"
          />
          <FieldError id="nc-code-error" message={message} />
        </div>
        <button type="submit" className="button">
          {w.codeButton}
        </button>
      </form>
      {back}
    </ContentPage>
  )
}
