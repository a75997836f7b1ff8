/**
 * The admissions' public pages (thin routes in src/app/(site)/admission and /fees render these):
 * apply, a family's own application, the published lists, the fees. Server components; the
 * forms are plain posts, so every page works without JavaScript.
 */
import 'server-only'

import { notFound } from 'next/navigation'

import { ContentPage } from '@/components/page/ContentPage'
import { payloadClient } from '@/data/payload'
import { words } from '@/data/i18n'
import { wordsIn } from '@/lib/i18n/catalogue'
import type { Locale } from '@/lib/i18n/locales'
import { routes } from '@/lib/routes'
import type { AdmissionSession, FeeSchedule as FeeScheduleDoc } from '@/payload-types'
import { forSchool, type SchoolGate } from '@/tenancy'
import { requestSchool } from '@/tenancy/request.server'
import { enquire, saveOrSubmit } from './actions'
import { allSessions, applicationByToken, formValues, openSessions, showDate, uploadProblem } from './apply.server'
import { ApplicationForm } from './ApplicationForm'
import { DrawVerifier } from './DrawVerifier'
import { EnquiryForm } from './EnquiryForm'
import { publishedLists } from './lists.server'
import { gatewayOf } from './payments'
import { bornBetween, FEE_HEAD_LABELS, rupees } from './rules'
import { statePack } from './statePacks'
import { ageRuleOf, classOf } from './session'
import { ADMISSION_WORDS, CONSENT_PURPOSE, feeStatusLabel, statusLabel } from './words'

async function schoolGate(): Promise<SchoolGate> {
  const school = await requestSchool()
  if (!school) notFound()
  return forSchool(await payloadClient(), school)
}

/** The classes of a session, with their seats and the birth dates each admits. */
function ClassesTable({ session, locale }: { session: AdmissionSession; locale: Locale }) {
  const w = wordsIn(ADMISSION_WORDS, locale)
  return (
    <div className="table-wrap">
      <table className="data-table data-table--stack">
        <caption>{w.classInfo}</caption>
        <thead>
          <tr>
            <th scope="col">{w.className}</th>
            <th scope="col">{w.seats}</th>
            <th scope="col">{w.rteSeats}</th>
            <th scope="col">{w.ageRange}</th>
          </tr>
        </thead>
        <tbody>
          {(session.classes ?? []).map((c) => {
            const r = bornBetween(ageRuleOf(c))
            return (
              <tr key={c.code}>
                <td data-label={w.className}>{c.name}</td>
                <td data-label={w.seats}>{c.seats}</td>
                <td data-label={w.rteSeats}>{c.rteSeats ?? 0}</td>
                <td data-label={w.ageRange}>
                  {showDate(r.earliest, locale)} – {showDate(r.latest, locale)}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}

export async function ApplyPage() {
  const { locale, href } = await words()
  const w = wordsIn(ADMISSION_WORDS, locale)
  const school = await schoolGate()
  const sessions = await openSessions(school, undefined, locale)
  const classes = sessions.flatMap((s) => (s.classes ?? []).map((c) => ({ code: c.code, name: `${c.name} (${s.title})` })))
  return (
    <ContentPage title="Apply for admission" updatedAt={sessions[0]?.updatedAt}>
      {sessions.length === 0 ? (
        <>
          <p>{w.closed}</p>
          <p>
            <a href={href(routes.admissionLists)}>{w.lists}</a>
          </p>
        </>
      ) : (
        <>
          {sessions.map((s) => (
            <section key={s.id} aria-labelledby={`session-${s.id}`}>
              <h2 id={`session-${s.id}`}>{s.title}</h2>
              <p>
                {w.opens}: {showDate(s.opensOn, locale)}. {w.closes}: {showDate(s.closesOn, locale)}. {w.fee}: {rupees(s.registrationFee)}.
              </p>
              <ClassesTable session={s} locale={locale} />
              {s.rtePortal ? (
                <p>
                  {w.rte} <a href={s.rtePortal}>{s.rtePortal}</a>
                </p>
              ) : null}
            </section>
          ))}
          <h2>{w.applyTitle}</h2>
          <p>{w.enquiryIntro}</p>
          <EnquiryForm
            action={enquire}
            classes={classes}
            words={{ correct: w.correct, childName: w.childName, className: w.className, parentName: w.parentName, email: w.email, phone: w.phone, contactHint: w.contactHint, start: w.start, form: w.applyTitle }}
          />
          <p>
            <a href={href(routes.admissionLists)}>{w.lists}</a>
          </p>
        </>
      )}
    </ContentPage>
  )
}

type Query = Record<string, string | string[] | undefined>
const one = (q: Query, k: string) => (Array.isArray(q[k]) ? q[k][0] : q[k])

export async function ApplicationPage({ token, query }: { token: string; query: Query }) {
  const { locale } = await words()
  const w = wordsIn(ADMISSION_WORDS, locale)
  const school = await schoolGate()
  const opened = await applicationByToken(school, token, locale)
  if (!opened) notFound()
  const { application, session } = opened
  const c = classOf(session, application.classCode)
  const draft = application.status === 'draft'
  const uploadable = draft || application.status === 'documents-incomplete'
  const paid = application.feeStatus === 'paid' || application.feeStatus === 'waived'
  const payOn = !paid && session.registrationFee > 0 && Boolean(await gatewayOf(school))
  const notes: string[] = []
  if (one(query, 'started')) notes.push(w.startedNote)
  if (one(query, 'submitted')) notes.push(w.submitted)
  if (one(query, 'document') === 'uploaded') notes.push(w.docUploaded)
  if (one(query, 'pay') === 'off') notes.push(w.payOff)
  if (one(query, 'pay') === 'unavailable') notes.push(w.payUnavailable)
  if (one(query, 'paid') === 'waiting') notes.push(w.waitingNote)
  if (one(query, 'paid') === 'unknown') notes.push(w.notPaidReturn)
  if (one(query, 'locked')) notes.push(w.locked)
  const problem = uploadProblem(one(query, 'problem'), locale)
  const docs = new Map((application.documents ?? []).map((d) => [d.key, d]))
  const questions = (session.criteria ?? []).filter((k) => k.kind === 'yes-no').map((k) => ({ key: k.key, label: k.label }))
  return (
    <ContentPage title="Your application" updatedAt={application.updatedAt} trail={[{ label: 'Admission', href: routes.admissionApply }]}>
      {notes.map((n) => (
        <p className="form-notice" role="status" key={n}>
          {n}
        </p>
      ))}
      <dl className="admission-summary">
        <dt>{w.number}</dt>
        <dd>{application.number}</dd>
        <dt>{w.className}</dt>
        <dd>{c?.name ?? application.classCode}</dd>
        <dt>{w.status}</dt>
        <dd>{statusLabel(application.status, locale)}</dd>
        <dt>{w.fee}</dt>
        <dd>
          {rupees(session.registrationFee)}: {feeStatusLabel(application.feeStatus, locale)}
        </dd>
        {!draft ? (
          <>
            <dt>{w.points}</dt>
            <dd>{application.points ?? 0}</dd>
          </>
        ) : null}
      </dl>
      <section aria-labelledby="fee">
        <h2 id="fee">{w.fee}</h2>
        {paid && application.feeStatus === 'paid' ? (
          <>
            <p>{w.paidNote}</p>
            <p>
              <a href={routes.applicationReceipt(token)} download>
                {w.receipt}
              </a>
            </p>
          </>
        ) : payOn ? (
          <form method="post" action={routes.applicationPay}>
            <input type="hidden" name="token" value={token} />
            <input type="hidden" name="locale" value={locale} />
            <p className="form-hint">{w.payNote}</p>
            <button type="submit" className="button">
              {w.pay} ({rupees(session.registrationFee)})
            </button>
          </form>
        ) : !paid ? (
          <p>{w.feeOff}</p>
        ) : null}
      </section>
      <section aria-labelledby="documents">
        <h2 id="documents">{w.documents}</h2>
        <p className="form-hint">{w.documentHint}</p>
        {problem ? (
          <p className="form-notice" role="alert">
            {problem}
          </p>
        ) : null}
        <ul>
          {(c?.documents ?? []).map((d) => (
            <li key={d.key}>
              <strong>{d.label}</strong>
              {d.required ? ` (${w.required})` : ''}: {docs.get(d.key)?.file ? w.uploaded : '—'}
              {uploadable ? (
                <form method="post" action={routes.applicationDocuments} encType="multipart/form-data" className="upload-form">
                  <input type="hidden" name="token" value={token} />
                  <input type="hidden" name="key" value={d.key} />
                  <input type="hidden" name="locale" value={locale} />
                  <label htmlFor={`doc-${d.key}`} className="visually-hidden">
                    {d.label}
                  </label>
                  <input id={`doc-${d.key}`} type="file" name="file" accept="application/pdf,image/jpeg,image/png,image/webp" required />
                  <button type="submit" className="button">
                    {w.upload}
                  </button>
                </form>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
      {draft ? (
        <section aria-labelledby="form">
          <h2 id="form">{w.applyTitle}</h2>
          <ApplicationForm
            action={saveOrSubmit}
            token={token}
            values={formValues(application)}
            questions={questions}
            asksDistance={(session.criteria ?? []).some((k) => k.kind === 'distance')}
            words={{
              form: w.applyTitle,
              correct: w.correct,
              childSection: w.childSection,
              familySection: w.familySection,
              childName: w.childName,
              childDob: w.childDob,
              dobHint: w.dobHint,
              parentName: w.parentName,
              email: w.email,
              phone: w.phone,
              contactHint: w.contactHint,
              address: w.address,
              distanceKm: w.distanceKm,
              distanceHint: w.distanceHint,
              answers: w.answers,
              consent: w.consent,
              consentText: wordsIn(CONSENT_PURPOSE, locale),
              save: w.save,
              submit: w.submit,
            }}
          />
        </section>
      ) : null}
    </ContentPage>
  )
}

export async function ListsPage() {
  const { locale } = await words()
  const w = wordsIn(ADMISSION_WORDS, locale)
  const school = await schoolGate()
  const sessions = (await allSessions(school, locale)).filter((s) => s.listsPublished || s.drawCommitment)
  const lists = await Promise.all(sessions.map(async (s) => ({ session: s, classes: s.listsPublished ? await publishedLists(school, s) : [] })))
  return (
    <ContentPage title="Admission lists" updatedAt={sessions[0]?.updatedAt} trail={[{ label: 'Admission', href: routes.admissionApply }]}>
      <p>{w.namesNote}</p>
      {lists.length === 0 ? <p>{w.closed}</p> : null}
      {lists.map(({ session, classes }) => (
        <section key={session.id} aria-labelledby={`lists-${session.id}`}>
          <h2 id={`lists-${session.id}`}>{session.title}</h2>
          {session.drawCommitment ? (
            <p>
              {w.drawCommitment}: <code className="draw-hash">{session.drawCommitment}</code>
            </p>
          ) : null}
          {session.drawRevealed && session.drawSecret ? (
            <p>
              {w.drawSecret}: <code className="draw-hash">{session.drawSecret}</code>
            </p>
          ) : null}
          {classes.map((list) => (
            <div key={list.code}>
              <h3>{list.name}</h3>
              {(['selected', 'waiting'] as const).map((part) => (
                <div className="table-wrap" key={part}>
                  <table className="data-table data-table--stack">
                    <caption>{`${list.name}: ${part === 'selected' ? w.selected : w.waiting}`}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{w.rank}</th>
                        <th scope="col">{w.number}</th>
                        <th scope="col">{w.points}</th>
                        <th scope="col">{w.drawKey}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {list[part].map((r) => (
                        <tr key={r.number}>
                          <td data-label={w.rank}>{r.rank}</td>
                          <td data-label={w.number}>{r.number}</td>
                          <td data-label={w.points}>{r.points}</td>
                          <td data-label={w.drawKey} className="draw-hash">
                            {r.drawKey ?? ''}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              ))}
            </div>
          ))}
          {session.drawRevealed && session.drawSecret ? (
            <DrawVerifier
              secret={session.drawSecret}
              commitment={session.drawCommitment ?? ''}
              lists={classes.map((l) => ({ code: l.code, name: l.name, rows: [...l.selected, ...l.waiting].map((r) => ({ number: r.number, points: r.points })) }))}
              words={{ title: w.verifier, how: w.drawHow, check: w.check, matches: w.orderMatches, differs: w.orderDiffers, secretOk: w.secretOk, secretWrong: w.secretWrong }}
            />
          ) : null}
        </section>
      ))}
    </ContentPage>
  )
}

/** /fees: the school's approved fees per class, with the approval, in the page's language. */
export async function FeesPage() {
  const { locale } = await words()
  const w = wordsIn(ADMISSION_WORDS, locale)
  const school = await schoolGate()
  const schedule = (await school.page('fee-schedule', { depth: 0, locale })) as FeeScheduleDoc
  const pack = statePack(schedule.state ?? '')
  return (
    <ContentPage title="Fees" updatedAt={schedule.updatedAt}>
      {schedule.approvedOn || schedule.validUntil ? (
        <p>
          {schedule.approvedOn ? `${w.approvedOn}: ${showDate(schedule.approvedOn, locale)}. ` : ''}
          {schedule.validUntil ? `${w.validUntil}: ${showDate(schedule.validUntil, locale)}. ` : ''}
          {schedule.approvedBy ? `${w.approvedBy}: ${schedule.approvedBy}.` : ''}
        </p>
      ) : null}
      {pack ? <p>{`${w.feeLaw}: ${pack.feeAct?.[locale] ?? pack.name[locale]}`}</p> : null}
      {(schedule.classes ?? []).length === 0 ? <p>{w.noFees}</p> : null}
      {(schedule.classes ?? []).map((c) => (
        <div className="table-wrap" key={c.id ?? c.className}>
          <table className="data-table data-table--stack">
            <caption>{c.className}</caption>
            <thead>
              <tr>
                <th scope="col">{w.feeHead}</th>
                <th scope="col">{w.amount}</th>
                <th scope="col">{w.frequency}</th>
              </tr>
            </thead>
            <tbody>
              {(c.lines ?? []).map((l, i) => (
                <tr key={l.id ?? i}>
                  <td data-label={w.feeHead}>{FEE_HEAD_LABELS[l.head][locale]}</td>
                  <td data-label={w.amount}>{rupees(l.amount)}</td>
                  <td data-label={w.frequency}>{w[l.frequency]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </ContentPage>
  )
}
