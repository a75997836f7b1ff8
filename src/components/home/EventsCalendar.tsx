import {
  addMonths,
  daysInMonth,
  eventsByDay,
  firstWeekday,
  monthLabel,
  monthParam,
  shortDay,
  type CalendarEvent,
  weekdays,
  type Month,
} from '@/lib/calendar'
import type { Locale } from '@/lib/i18n/locales'
import { dictionary } from '@/lib/i18n/dictionary'
import { localizedHref } from '@/lib/i18n/locales'

/**
 * A month of days with a dot on event days, and the month's events listed below.
 *
 * Previous and Next month are plain links to the home page showing that month
 * (`/?month=2026-03#events-calendar`); each month's page is cached like any other.
 */
export function EventsCalendar({ events, month, locale = 'en' }: { events: CalendarEvent[]; month: Month; locale?: Locale }) {
  const t = dictionary(locale)
  const step = (n: number) => localizedHref(`/?month=${monthParam(addMonths(month, n))}#events-calendar`, locale)
  const byDay = eventsByDay(events, month)
  const days = daysInMonth(month)
  const offset = firstWeekday(month)
  const cells: (number | null)[] = [...Array<null>(offset).fill(null), ...Array.from({ length: days }, (_, i) => i + 1)]
  const weeks: (number | null)[][] = []
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7))
  const label = monthLabel(month, locale)

  return (
    <div className="calendar">
      <div className="calendar__head">
        <a href={step(-1)} aria-label={t.previousMonth} rel="nofollow">
          <span aria-hidden="true">‹</span>
        </a>
        <h3 aria-live="polite" id="calendar-month">
          {label}
        </h3>
        <a href={step(1)} aria-label={t.nextMonth} rel="nofollow">
          <span aria-hidden="true">›</span>
        </a>
      </div>
      <table className="calendar__grid" aria-labelledby="calendar-month">
        <thead>
          <tr>
            {weekdays(locale).map((d) => (
              <th key={d} scope="col">
                {d}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, w) => (
            <tr key={w}>
              {week.map((day, i) =>
                day === null ? (
                  <td key={i} />
                ) : (
                  <td key={i} data-day={day} className={byDay.has(day) ? 'has-event' : undefined}>
                    {day}
                    {byDay.has(day) ? <span className="visually-hidden"> {t.eventMark}</span> : null}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <h4 className="visually-hidden">{t.eventsIn(label)}</h4>
      {byDay.size === 0 ? (
        <p className="calendar__none">{t.noEventsThisMonth}</p>
      ) : (
        <ul className="calendar__events" aria-label={t.eventsIn(label)}>
          {[...byDay.entries()].flatMap(([day, list]) =>
            list.map((e, i) => (
              <li key={`${day}-${i}`}>
                <time dateTime={e.date.slice(0, 10)}>{shortDay(e.date, locale)}</time> {e.title}
              </li>
            )),
          )}
        </ul>
      )}
    </div>
  )
}
