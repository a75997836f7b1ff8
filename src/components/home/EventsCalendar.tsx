'use client'

import Link from 'next/link'
import { useState, type MouseEvent } from 'react'

import {
  addMonths,
  compareMonths,
  daysInMonth,
  eventsByDay,
  firstWeekday,
  monthLabel,
  monthParam,
  shortDay,
  type CalendarEvent,
  type Month,
} from '@/lib/calendar'

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']

/**
 * A month of days with a dot on event days, and the month's events listed below.
 *
 * The page sends the events of the months `first` to `last` only. Previous and Next month are
 * links to the home page showing that month (`/?month=2026-03`), so they work without
 * JavaScript; with it, a month already here is shown at once, and one beyond is fetched by
 * following the link (the page then sends the months around that one).
 */
export function EventsCalendar({ events, initial, first, last }: { events: CalendarEvent[]; initial: Month; first: Month; last: Month }) {
  const [month, setMonth] = useState<Month>(initial)
  const step = (n: number) => {
    const to = addMonths(month, n)
    return {
      href: `/?month=${monthParam(to)}#events-calendar`,
      onClick: (e: MouseEvent<HTMLAnchorElement>) => {
        // A new tab or window, or a month not here: the link does its ordinary work.
        if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return
        if (compareMonths(to, first) < 0 || compareMonths(to, last) > 0) return
        e.preventDefault()
        setMonth(to)
      },
    }
  }
  const byDay = eventsByDay(events, month)
  const days = daysInMonth(month)
  const offset = firstWeekday(month)
  const cells: (number | null)[] = [...Array<null>(offset).fill(null), ...Array.from({ length: days }, (_, i) => i + 1)]
  const weeks: (number | null)[][] = []
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7))
  const label = monthLabel(month)

  return (
    <div className="calendar">
      <div className="calendar__head">
        <Link {...step(-1)} prefetch={false} scroll={false} aria-label="Previous month" rel="nofollow">
          <span aria-hidden="true">‹</span>
        </Link>
        <h3 aria-live="polite" id="calendar-month">
          {label}
        </h3>
        <Link {...step(1)} prefetch={false} scroll={false} aria-label="Next month" rel="nofollow">
          <span aria-hidden="true">›</span>
        </Link>
      </div>
      <table className="calendar__grid" aria-labelledby="calendar-month">
        <thead>
          <tr>
            {WEEKDAYS.map((d) => (
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
                    {byDay.has(day) ? <span className="visually-hidden"> (event)</span> : null}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <h4 className="visually-hidden">Events in {label}</h4>
      {byDay.size === 0 ? (
        <p className="calendar__none">No events this month.</p>
      ) : (
        <ul className="calendar__events" aria-label={`Events in ${label}`}>
          {[...byDay.entries()].flatMap(([day, list]) =>
            list.map((e, i) => (
              <li key={`${day}-${i}`}>
                <time dateTime={e.date.slice(0, 10)}>{shortDay(e.date)}</time> {e.title}
              </li>
            )),
          )}
        </ul>
      )}
    </div>
  )
}
