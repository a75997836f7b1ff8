/**
 * The pages a notice e-mail's links open: a button that confirms the subscription or
 * unsubscribes (a POST to /subscriptions/…: mail scanners follow links, they do not press
 * buttons), then what happened. No script.
 */
import { ContentPage } from '@/components/page/ContentPage'
import { words } from '@/data/i18n'
import { getLatestChange } from '@/data/queries'
import { section } from '@/data/section'
import { firstParam } from '@/lib/params'
import { markPersonal } from '@/server/renderContext'
import { wordsIn } from '@/lib/i18n/catalogue'
import { isLinkToken, subscriptionIdOf, type LinkPurpose } from './rules'
import { NOTICE_WORDS } from './words'

const first = firstParam

export async function LinkPage({ purpose, params }: { purpose: LinkPurpose; params: Record<string, string | string[] | undefined> }) {
  markPersonal()
  const { href, locale } = await words()
  const w = wordsIn(NOTICE_WORDS, locale)
  const confirm = purpose === 'confirm'
  const latest = await section('last change', getLatestChange)
  const updatedAt = latest.ok ? latest.data : null
  const again = (
    <p>
      <a href={href('/notices')}>{w.again}</a>
    </p>
  )
  if (first(params.done) === '1') {
    return (
      <ContentPage title={confirm ? w.confirmedTitle : w.unsubscribedTitle} updatedAt={updatedAt}>
        <p role="status">{confirm ? w.confirmedText : w.unsubscribedText}</p>
        {confirm ? null : again}
      </ContentPage>
    )
  }
  const id = subscriptionIdOf(first(params.s))
  const token = first(params.t)
  if (first(params.dead) === '1' || id === null || !isLinkToken(token)) {
    return (
      <ContentPage title={confirm ? w.confirmTitle : w.unsubscribeTitle} updatedAt={updatedAt}>
        <p role="alert">{w.deadLink}</p>
        {again}
      </ContentPage>
    )
  }
  return (
    <ContentPage title={confirm ? w.confirmTitle : w.unsubscribeTitle} updatedAt={updatedAt}>
      <p>{confirm ? w.confirmText : w.unsubscribeText}</p>
      <form method="post" action={`/subscriptions/${purpose}`}>
        <input type="hidden" name="s" value={String(id)} />
        <input type="hidden" name="t" value={token} />
        <input type="hidden" name="lang" value={locale} />
        <button type="submit" className="button">
          {confirm ? w.confirmButton : w.unsubscribeButton}
        </button>
      </form>
    </ContentPage>
  )
}
