'use client'
/**
 * Publish ▾ → Schedule publish, as a school clerk meets it. Unlike Payload's drawer (3.90):
 * - the time starts at the next quarter hour in India time (never a bare day at 12:00 AM);
 * - it is always India time, whatever zone the computer is set to, and says so;
 * - it is typed and shown in the admin's one format ("9 Jan 2026, 4:30 PM"), which it shows as
 *   an example; the list offers every quarter hour and any other minute can be typed;
 * - a time that has passed is refused with the reason, the item stays as it is, and "Publish
 *   now" is offered instead (the server refuses it too: hooks/schedulePublish);
 * - it says "Scheduled" only when the server has scheduled it, and lists what is scheduled
 *   under "Scheduled publishing" (Payload: "Upcoming Events", next to the school's Events).
 */
import {
  Button,
  DatePicker,
  Drawer,
  useConfig,
  useDocumentInfo,
  useDocumentTitle,
  useModal,
  useServerFunctions,
  useTranslation,
} from '@payloadcms/ui'
import { useCallback, useEffect, useId, useState } from 'react'

import {
  DATE_TIME_FORMAT,
  SCHEDULE_STEP_MINUTES,
  formatIndiaDateTime,
  fromIndiaWallClock,
  indiaWallClock,
  nextQuarterHour,
  scheduleProblem,
  type ScheduleType,
} from '@/lib/schedule'

type Upcoming = { id: number | string; input: { type: ScheduleType; locale?: string }; waitUntil: Date | string }
type Result = { message?: string; error?: string } | null | undefined

/** A locale's label, as the config gives it (a string, or one per admin language). */
export const labelOf = (label: string | Record<string, string>, language: string) =>
  typeof label === 'string' ? label : (label[language] ?? Object.values(label)[0] ?? '')

/** The picker works in the browser's zone: the same clock reading there as in India. */
const toPicker = (at: Date) => {
  const c = indiaWallClock(at)
  return new Date(c.year, c.month - 1, c.day, c.hour, c.minute)
}
const fromPicker = (d: Date) =>
  fromIndiaWallClock({ year: d.getFullYear(), month: d.getMonth() + 1, day: d.getDate(), hour: d.getHours(), minute: d.getMinutes() })

const ALL = 'all'

export function ScheduleDrawer({ slug, defaultType, publishNow }: { slug: string; defaultType: ScheduleType; publishNow: () => Promise<void> }) {
  const { closeModal } = useModal()
  const { id, collectionSlug, globalSlug } = useDocumentInfo()
  const { title } = useDocumentTitle()
  const { i18n, t } = useTranslation()
  const {
    config: { localization },
  } = useConfig()
  const { getUpcomingScheduledPublish, schedulePublish } = useServerFunctions()
  const ids = useId()
  const [type, setType] = useState<ScheduleType>(defaultType)
  const [at, setAt] = useState<Date | null>(() => nextQuarterHour(new Date()))
  const [locale, setLocale] = useState(ALL)
  const [processing, setProcessing] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)
  const [scheduled, setScheduled] = useState<string | null>(null)
  const [upcoming, setUpcoming] = useState<Upcoming[] | null>(null)

  // What is scheduled for this item, read again after each change (`listed` counts them).
  const [listed, setListed] = useState(0)
  const fetchUpcoming = useCallback(() => setListed((n) => n + 1), [])
  useEffect(() => {
    let current = true
    void (getUpcomingScheduledPublish({ id: id ?? undefined, collectionSlug, globalSlug }) as Promise<Upcoming[]>).then((docs) => {
      if (current) setUpcoming(docs)
    })
    return () => {
      current = false
    }
  }, [getUpcomingScheduledPublish, id, collectionSlug, globalSlug, listed])

  // What is wrong with the time as it stands: the server's answer, or the same rule checked here as it is typed.
  const live = at ? scheduleProblem(at, new Date(), type) : null
  const problem = refusal ?? live
  const example = formatIndiaDateTime(nextQuarterHour(new Date()))
  const locales = localization ? localization.locales : []

  const save = async () => {
    setProcessing(true)
    setScheduled(null)
    const result = (await schedulePublish({
      type,
      date: at ?? undefined,
      doc: collectionSlug ? { relationTo: collectionSlug, value: String(id) } : undefined,
      global: globalSlug || undefined,
      localeToPublish: type === 'publish' && locale !== ALL ? locale : undefined,
      timezone: 'Asia/Kolkata',
    })) as Result
    setProcessing(false)
    if (!result || result.error) {
      setRefusal(result?.error ?? 'The schedule could not be saved. Try again.')
      return
    }
    setRefusal(null)
    setScheduled(`Scheduled: ${type === 'publish' ? 'publish' : 'unpublish'} on ${formatIndiaDateTime(at!)} (India time).`)
    fetchUpcoming()
  }

  const remove = async (jobId: number | string) => {
    const result = (await schedulePublish({ deleteID: jobId })) as Result
    if (result?.error) setRefusal(result.error)
    fetchUpcoming()
  }

  const now = async () => {
    setProcessing(true)
    await publishNow()
    setProcessing(false)
    closeModal(slug)
  }

  return (
    <Drawer className="schedule-publish" slug={slug} title={t('general:schedulePublishFor', { title })}>
      <div className="schedule-publish__scheduler">
        <fieldset className="schedule-publish__fieldset">
          <legend className="field-label">What to do</legend>
          <ul className="schedule-publish__type">
            {(['publish', 'unpublish'] as const).map((value) => (
              <li key={value}>
                <label className="schedule-publish__radio">
                  <input
                    type="radio"
                    name={`${ids}-type`}
                    value={value}
                    checked={type === value}
                    disabled={processing}
                    onChange={() => {
                      setType(value)
                      setRefusal(null)
                    }}
                  />{' '}
                  {t(value === 'publish' ? 'version:publish' : 'version:unpublish')}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>

        <p className="field-label" id={`${ids}-time`}>
          Day and time (India time, IST) <span className="required">*</span>
        </p>
        <DatePicker
          id={`${ids}-picker`}
          pickerAppearance="dayAndTime"
          displayFormat={DATE_TIME_FORMAT}
          timeFormat="h:mm a"
          timeIntervals={SCHEDULE_STEP_MINUTES}
          placeholder={example}
          readOnly={processing}
          value={at ? toPicker(at) : undefined}
          onChange={(d) => {
            setAt(d instanceof Date ? fromPicker(d) : null)
            setRefusal(null)
            setScheduled(null)
          }}
          overrides={{ ariaLabelledBy: `${ids}-time`, ariaDescribedBy: `${ids}-hint`, ariaInvalid: problem ? 'true' : 'false' }}
        />
        <p className="field-description" id={`${ids}-hint`}>
          Type it like {example}, or pick a day and a time from the list (every {SCHEDULE_STEP_MINUTES} minutes). Any minute can be
          typed. Always India time (IST).
        </p>

        {type === 'publish' && locales.length > 0 ? (
          <p>
            <label className="field-label" htmlFor={`${ids}-locale`}>
              {t('localization:localeToPublish')}
            </label>
            <select id={`${ids}-locale`} value={locale} disabled={processing} onChange={(e) => setLocale(e.target.value)}>
              <option value={ALL}>All languages</option>
              {locales.map((l) => (
                <option key={l.code} value={l.code}>
                  {labelOf(l.label as string | Record<string, string>, i18n.language)}
                </option>
              ))}
            </select>
          </p>
        ) : null}

        <div role="alert" className="schedule-publish__problem">
          {problem ? <p>{problem}</p> : null}
        </div>
        <div role="status">{scheduled ? <p>{scheduled}</p> : null}</div>

        <div className="schedule-publish__actions">
          <Button buttonStyle="primary" disabled={processing} onClick={() => void save()} type="button">
            Schedule
          </Button>
          {problem && type === 'publish' ? (
            <Button buttonStyle="secondary" disabled={processing} onClick={() => void now()} type="button">
              Publish now
            </Button>
          ) : null}
          {processing ? <span>{t('general:saving')}</span> : null}
        </div>
      </div>

      <section className="schedule-publish__upcoming" aria-labelledby={`${ids}-upcoming`}>
        <h3 id={`${ids}-upcoming`}>{t('general:upcomingEvents')}</h3>
        {upcoming === null ? <p>Loading…</p> : null}
        {upcoming?.length === 0 ? <p>{t('general:noUpcomingEventsScheduled')}</p> : null}
        {upcoming && upcoming.length > 0 ? (
          <div className="table">
            <table>
              <thead>
                <tr>
                  <th scope="col">What</th>
                  <th scope="col">When (India time)</th>
                  {locales.length > 0 ? <th scope="col">Language</th> : null}
                  <th scope="col">
                    <span className="sr-only">Cancel</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {upcoming.map((job) => {
                  const when = formatIndiaDateTime(new Date(job.waitUntil))
                  const what = job.input.type === 'unpublish' ? t('version:unpublish') : t('version:publish')
                  const language = locales.find((l) => l.code === job.input.locale)
                  return (
                    <tr key={job.id}>
                      <td>{what}</td>
                      <td>{when}</td>
                      {locales.length > 0 ? (
                        <td>{language ? labelOf(language.label as string | Record<string, string>, i18n.language) : 'All languages'}</td>
                      ) : null}
                      <td>
                        <Button buttonStyle="secondary" size="small" onClick={() => void remove(job.id)} type="button">
                          Cancel<span className="sr-only"> the {what.toLowerCase()} on {when}</span>
                        </Button>
                      </td>
                    </tr>
                  )
                })}
              </tbody>
            </table>
          </div>
        ) : null}
      </section>
    </Drawer>
  )
}
