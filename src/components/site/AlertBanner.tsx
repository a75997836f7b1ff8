import { getCurrentAlerts } from '@/data/queries'
import { ALERT_DISMISS_PATH, ALERT_DISMISSED_CSS_PATH, alertKey, severityLabel } from '@/lib/alerts'

/**
 * The emergency alerts showing now, above the header of every page, the most severe first.
 * Each names its severity in words (not by colour alone) and has a Dismiss button: a plain
 * form, so it works without JavaScript. The page is the same for every visitor (it is
 * cached); what this visitor dismissed is hidden by a stylesheet made for them from their
 * cookie (/alerts/dismissed.css, docs/decisions/0009).
 */
export async function AlertBanner() {
  const alerts = await getCurrentAlerts()
  if (!alerts.length) return null
  return (
    <div className="alerts">
      {/* Render-blocking on purpose, and only while an alert shows: a dismissed alert never flashes. */}
      <link rel="stylesheet" href={ALERT_DISMISSED_CSS_PATH} />
      {alerts.map((alert) => {
        const severity = severityLabel(alert.severity)
        const key = alertKey(alert)
        return (
          <section key={key} className={`alert alert--${alert.severity}`} aria-label={`Emergency alert: ${alert.title}`} data-alert={key}>
            <div className="alert__body">
              <p className="alert__title">
                <strong className="alert__severity">{severity}:</strong> {alert.title}
              </p>
              {alert.message ? <p className="alert__message">{alert.message}</p> : null}
              {alert.link ? (
                <p className="alert__more">
                  <a href={alert.link}>
                    More about this<span className="visually-hidden">: {alert.title}</span>
                  </a>
                </p>
              ) : null}
            </div>
            <form method="post" action={ALERT_DISMISS_PATH} className="alert__dismiss">
              <input type="hidden" name="alert" value={key} />
              <button type="submit">
                Dismiss<span className="visually-hidden"> alert: {alert.title}</span>
              </button>
            </form>
          </section>
        )
      })}
    </div>
  )
}
