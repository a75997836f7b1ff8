import { words } from '@/data/i18n'
import { getCurrentAlerts } from '@/features/alerts/reads.server'
import { ALERT_DISMISS_PATH, ALERT_DISMISSED_CSS_PATH, alertKey } from '@/features/alerts/rules'
import { translationState } from '@/lib/i18n/translation'
import { ClassesLabel } from '@/features/classes/ClassesLabel'

/**
 * The emergency alerts showing now, above the header of every page, the most severe first.
 * Each names its severity in words (not by colour alone) and has a Dismiss button: a plain
 * form, so it works without JavaScript. The page is the same for every visitor (it is
 * cached); what this visitor dismissed is hidden by a stylesheet made for them from their
 * cookie (/alerts/dismissed.css, docs/decisions/0009).
 *
 * Every word is in the page's language; an alert not yet written in Hindi shows its English,
 * marked as English, and says so. `data-severity` lets the home page's pop-up stay closed
 * while an urgent alert shows (src/client/notice.ts).
 */
export async function AlertBanner() {
  const [alerts, { locale, t, href }] = await Promise.all([getCurrentAlerts(), words()])
  if (!alerts.length) return null
  return (
    <div className="alerts">
      {/* Render-blocking on purpose, and only while an alert shows: a dismissed alert never flashes. */}
      <link rel="stylesheet" href={ALERT_DISMISSED_CSS_PATH} />
      {alerts.map((alert) => {
        const key = alertKey(alert)
        const untranslated = translationState(locale, alert.translationStamps) === 'missing'
        const lang = untranslated ? 'en' : undefined
        return (
          <section
            key={key}
            className={`alert alert--${alert.severity}`}
            aria-label={t.emergencyAlert(alert.title)}
            data-alert={key}
            data-severity={alert.severity}
          >
            <div className="alert__body">
              <p className="alert__title">
                <strong className="alert__severity">{t.alertSeverity(alert.severity)}:</strong> <span lang={lang}>{alert.title}</span>
              </p>
              {alert.message ? (
                <p className="alert__message" lang={lang}>
                  {alert.message}
                </p>
              ) : null}
              <ClassesLabel doc={alert} className="alert__message" />
              {untranslated ? <p className="alert__note">{t.alertNotTranslated}</p> : null}
              <p className="alert__more">
                <a href={href('/notices')}>{t.alertsByEmail}</a>
              </p>
              {alert.link ? (
                <p className="alert__more">
                  <a href={href(alert.link)}>
                    {t.moreAboutThis}
                    <span className="visually-hidden">: {alert.title}</span>
                  </a>
                </p>
              ) : null}
            </div>
            <form method="post" action={ALERT_DISMISS_PATH} className="alert__dismiss">
              <input type="hidden" name="alert" value={key} />
              <button type="submit">
                {t.dismiss}
                <span className="visually-hidden">{t.dismissAlert(alert.title)}</span>
              </button>
            </form>
          </section>
        )
      })}
    </div>
  )
}
