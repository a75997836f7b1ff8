import type { ReactNode } from 'react'

import { ContentPage } from '@/components/page/ContentPage'
import { DataTable } from '@/components/page/DataTable'
import { FeeTable } from '@/components/page/FeeTable'
import { getMandatoryDisclosure } from '@/data/queries'
import { withSharing } from '@/data/seo'
import { words, type Words } from '@/data/i18n'
import {
  CERTIFICATES,
  formatDay,
  isExpired,
  itemsOf,
  RESULT_CLASSES,
  sectionHeading,
  SECTIONS,
  SELF_ATTESTATION_NOTE,
  type DisclosureData,
  type FileRef,
  type SectionId,
} from './rules'
import { publicUrl } from '@/lib/media'
import { getAttestation } from './attestation.server'

/** The page's title, description and sharing card. */
export const disclosureMetadata = () =>
  withSharing({
    title: 'Mandatory Public Disclosure',
    description: 'CBSE mandatory public disclosure (Appendix IX): general information, documents, results, staff and infrastructure.',
    alternates: { canonical: '/mandatory-disclosure' },
  })

const NOT_PUBLISHED = 'Not yet published'

/** On a Hindi page, CBSE's own wording of an Appendix IX item stays in English, marked as such. */
const cbse = (w: Words) => (w.locale === 'en' ? undefined : 'en')

const fileUrl = (f: FileRef) => (f && typeof f === 'object' ? publicUrl(f.url) : null)

/**
 * A table in a labelled region that scrolls on its own if it must, so the page never does; on a
 * phone its rows stack, each cell under its column's name (`data-label`, site.css). A table that
 * is the whole of a section is named by the section's heading (`labelledBy`), not a caption
 * repeating it.
 */
function Table({
  w,
  caption: english,
  labelledBy,
  head,
  children,
}: {
  w: Words
  caption?: string
  labelledBy?: string
  head: string[]
  children: ReactNode
}) {
  const caption = english ? w.label(english) : undefined
  return (
    <div className="table-wrap disclosure-table" role="region" aria-label={caption} aria-labelledby={labelledBy} tabIndex={0}>
      <table className="data-table data-table--stack" aria-labelledby={labelledBy}>
        {caption ? <caption>{caption}</caption> : null}
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col">
                {w.label(h)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}

function PdfLink({ w, file, name }: { w: Words; file: FileRef; name: string }) {
  const url = fileUrl(file)
  return url ? (
    <a href={url} target="_blank" rel="noopener">
      {w.label('View')}
      <span className="visually-hidden">
        {' '}
        {name} {w.t.pdfOpensInNewTab}
      </span>
    </a>
  ) : (
    <>{w.label(NOT_PUBLISHED)}</>
  )
}

const shown = (v: string | number | null | undefined, NOT_PUBLISHED: string) =>
  v === null || v === undefined || (typeof v === 'string' && v.trim() === '')
    ? NOT_PUBLISHED
    : typeof v === 'number'
      ? v.toLocaleString('en-IN')
      : v

/** What each item of sections A, D and E says, or null when it is not filled in. */
function valueOf(d: DisclosureData, section: SectionId, key: string, w: Words): ReactNode {
  const NOT_PUBLISHED = w.label('Not yet published')
  if (section === 'A') return shown(d.sectionA?.[key as keyof NonNullable<DisclosureData['sectionA']>], NOT_PUBLISHED)
  if (section === 'D') {
    const s = d.sectionD ?? {}
    if (key === 'teachers') {
      const { teachersPGT: pgt, teachersTGT: tgt, teachersPRT: prt } = s
      if (pgt == null || tgt == null || prt == null) return NOT_PUBLISHED
      return `${pgt + tgt + prt} (PGT: ${pgt}, TGT: ${tgt}, PRT: ${prt})`
    }
    return shown(s[key as 'principal'], NOT_PUBLISHED)
  }
  const e = d.sectionE ?? {}
  switch (key) {
    case 'classrooms':
      return e.classroomCount == null || e.classroomSize == null ? NOT_PUBLISHED : `${e.classroomCount} (${e.classroomSize} sq mtr each)`
    case 'laboratories':
      return e.labCount == null || e.labSize == null ? NOT_PUBLISHED : `${e.labCount} (${e.labSize} sq mtr each)`
    case 'internet':
      return e.internet === 'yes' ? w.label('Yes') : e.internet === 'no' ? w.label('No') : NOT_PUBLISHED
    case 'inspectionVideo':
      return e.inspectionVideo ? <a href={e.inspectionVideo}>{e.inspectionVideo}</a> : NOT_PUBLISHED
    default:
      return shown(e[key as 'campusArea'], NOT_PUBLISHED)
  }
}

/** The attribute that names a cell's column where rows stack (a phone). */
const col = (w: Words, name: string) => ({ 'data-label': w.label(name) })

function InfoSection({ w, d, section }: { w: Words; d: DisclosureData; section: SectionId }) {
  return (
    <Table w={w} labelledBy={sectionId(section)} head={['S. No.', 'Information', 'Details']}>
      {itemsOf(section).map((item, i) => (
        <tr key={item.key}>
          <td {...col(w, 'S. No.')}>{i + 1}</td>
          <th scope="row" lang={cbse(w)} {...col(w, 'Information')}>
            {item.label}
          </th>
          <td {...col(w, 'Details')}>{valueOf(d, section, item.key, w)}</td>
        </tr>
      ))}
    </Table>
  )
}

/** The id of a section's heading, which names its table. */
const sectionId = (id: SectionId) => `section-${id.toLowerCase()}`

/** A section's heading, "A. General information", in the page's language. */
const heading = (w: Words, id: SectionId) => (w.locale === 'en' ? sectionHeading(id) : `${id}. ${w.label(sectionHeading(id).slice(3))}`)

const ATTESTERS: Record<string, string> = { chairman: 'Chairman', manager: 'Manager', secretary: 'Secretary' }

function Documents({ w, d, today }: { w: Words; d: DisclosureData; today: Date }) {
  return (
    <Table w={w} labelledBy={sectionId('B')} head={['S. No.', 'Documents / information', 'Issued on', 'Valid until', 'Attested by', 'Link']}>
      {CERTIFICATES.map((c, i) => {
        const doc = d.sectionB?.[c.key]
        const has = Boolean(fileUrl(doc?.file))
        const expired = has && isExpired(doc?.validUntil, today)
        const attesters = [
          doc?.attestedByManagement ? w.label(ATTESTERS[doc.attestedByManagement] ?? '') : null,
          doc?.attestedByPrincipal ? w.label('Principal') : null,
        ]
        return (
          <tr key={c.key}>
            <td {...col(w, 'S. No.')}>{i + 1}</td>
            <th scope="row" lang={cbse(w)} {...col(w, 'Documents / information')}>
              {c.label}
            </th>
            <td {...col(w, 'Issued on')}>{has ? formatDay(doc?.issuedOn) || '—' : '—'}</td>
            <td {...col(w, 'Valid until')}>
              {!has ? (
                '—'
              ) : doc?.validUntil ? (
                <>
                  {formatDay(doc.validUntil)}
                  {expired ? <strong className="disclosure-expired"> {w.label('(expired)')}</strong> : null}
                </>
              ) : (
                w.label('No expiry')
              )}
            </td>
            <td {...col(w, 'Attested by')}>{has ? attesters.filter(Boolean).join(` ${w.label('and')} `) || '—' : '—'}</td>
            <td {...col(w, 'Link')}>
              <PdfLink w={w} file={doc?.file} name={c.label} />
            </td>
          </tr>
        )
      })}
    </Table>
  )
}

const RESULT_HEAD = ['S. No.', 'Year', 'No. of registered students', 'No. of students passed', 'Pass percentage', 'Remarks']

function Academics({ w, d }: { w: Words; d: DisclosureData }) {
  const NOT_PUBLISHED = w.label('Not yet published')
  const c = d.sectionC ?? {}
  const files = { feeStructure: c.feeStructureFile, academicCalendar: c.academicCalendarFile, smc: c.smcFile, pta: c.ptaFile }
  const tables = {
    feeStructure: d.feeStructure?.length,
    academicCalendar: d.calendar?.length,
    smc: d.managementCommittee?.length,
    pta: d.parentTeacherAssociation?.length,
  }
  return (
    <>
      <Table w={w} labelledBy={sectionId('C')} head={['S. No.', 'Documents / information', 'Link']}>
        {itemsOf('C').map((item, i) => {
          const key = item.key as keyof typeof files
          return (
            <tr key={item.key}>
              <td {...col(w, 'S. No.')}>{i + 1}</td>
              <th scope="row" lang={cbse(w)} {...col(w, 'Documents / information')}>
                {item.label}
              </th>
              <td {...col(w, 'Link')}>
                {item.key === 'boardResults' ? (
                  item.isComplete(d) ? (
                    <a href="#board-results">{w.label('See the tables below')}</a>
                  ) : (
                    NOT_PUBLISHED
                  )
                ) : fileUrl(files[key]) ? (
                  <PdfLink w={w} file={files[key]} name={item.label} />
                ) : tables[key] ? (
                  <a href={`#${item.key}`}>{w.label('See the table below')}</a>
                ) : (
                  NOT_PUBLISHED
                )}
              </td>
            </tr>
          )
        })}
      </Table>
      <h3 id="board-results">{w.label('Result of the board examination')}</h3>
      {RESULT_CLASSES.map(({ key, className }) => {
        const rows = c[key] ?? []
        return (
          <Table
            w={w}
            key={key}
            caption={w.locale === 'en' ? `Result class: ${className}` : `${w.label('Result class')}: ${className}`}
            head={RESULT_HEAD}
          >
            {rows.length ? (
              rows.map((r, i) => (
                <tr key={`${r.year}-${i}`}>
                  <td {...col(w, RESULT_HEAD[0]!)}>{i + 1}</td>
                  <td {...col(w, RESULT_HEAD[1]!)}>{r.year}</td>
                  <td {...col(w, RESULT_HEAD[2]!)}>{shown(r.registered, NOT_PUBLISHED)}</td>
                  <td {...col(w, RESULT_HEAD[3]!)}>{shown(r.passed, NOT_PUBLISHED)}</td>
                  <td {...col(w, RESULT_HEAD[4]!)}>
                    {r.passPercentage ?? (r.registered && r.passed != null ? Math.round((r.passed / r.registered) * 1000) / 10 : '—')}%
                  </td>
                  <td {...col(w, RESULT_HEAD[5]!)}>{r.remarks || '—'}</td>
                </tr>
              ))
            ) : (
              <tr>
                <td colSpan={RESULT_HEAD.length}>{NOT_PUBLISHED}</td>
              </tr>
            )}
          </Table>
        )
      })}
    </>
  )
}

type Md = Awaited<ReturnType<typeof getMandatoryDisclosure>>

/** Whether any of the free tables kept from before the Appendix IX form still has rows. */
const hasEarlier = (md: Md) =>
  [md.generalInformation, md.documents, md.academicDocuments, md.resultsX, md.resultsXII, md.staff, md.infrastructure].some((t) => t?.length)

/** The free tables kept from before the Appendix IX form, while they still have rows. */
function Earlier({ w, md }: { w: Words; md: Md }) {
  const info = [
    { key: 'information' as const, label: 'Information' },
    { key: 'details' as const, label: 'Details' },
  ]
  const docs = [...(md.documents ?? []), ...(md.academicDocuments ?? [])]
  if (!hasEarlier(md)) return null
  return (
    <section aria-labelledby="earlier">
      <h2 id="earlier">{w.label('Earlier published information')}</h2>
      {md.generalInformation?.length ? <DataTable caption="General information" columns={info} rows={md.generalInformation} /> : null}
      {docs.length ? (
        <ul className="link-list">
          {docs.map((doc) => (
            <li key={doc.id ?? doc.title}>
              {doc.title}: <PdfLink w={w} file={doc.file} name={doc.title} />
            </li>
          ))}
        </ul>
      ) : null}
      {md.resultsX?.length ? <DataTable caption="Class X results" columns={OLD_RESULTS} rows={md.resultsX} /> : null}
      {md.resultsXII?.length ? <DataTable caption="Class XII results" columns={OLD_RESULTS} rows={md.resultsXII} /> : null}
      {md.staff?.length ? <DataTable caption="Staff (teaching)" columns={info} rows={md.staff} /> : null}
      {md.infrastructure?.length ? <DataTable caption="School infrastructure" columns={info} rows={md.infrastructure} /> : null}
    </section>
  )
}

/** The mandatory public disclosure (CBSE Appendix IX), sections A to E in CBSE's order, from the school's disclosure page in the CMS. */
export async function DisclosurePage() {
  const [md, attestation] = await Promise.all([getMandatoryDisclosure(), getAttestation()])
  const w = await words()
  const d = md as DisclosureData
  const today = new Date()
  const reports = (md.annualReports ?? []).filter((r) => fileUrl(r.file))
  return (
    <ContentPage title="Mandatory Public Disclosure" updatedAt={md.updatedAt}>
      <p>{w.label('As required by the CBSE affiliation bye-laws (Appendix IX).')}</p>
      {/* The head's sign-off, only while the disclosure is as it was attested (./signOff.ts). */}
      {attestation?.current ? <p className="disclosure-attestation">{w.t.disclosureAttested(attestation.name, attestation.designation, formatDay(attestation.signedAt))}</p> : null}
      {/* A long page on a phone (about 19 screens): its sections first, each a link. */}
      <nav className="page-index" aria-labelledby="disclosure-index">
        <p id="disclosure-index" className="page-index__title">
          {w.label('On this page')}
        </p>
        <ol>
          {SECTIONS.map(({ id }) => (
            <li key={id}>
              <a href={`#${sectionId(id)}`}>{heading(w, id)}</a>
            </li>
          ))}
          <li>
            <a href="#annual-report">{w.label('Annual report')}</a>
          </li>
          {hasEarlier(md) ? (
            <li>
              <a href="#earlier">{w.label('Earlier published information')}</a>
            </li>
          ) : null}
        </ol>
      </nav>
      <h2 id={sectionId('A')}>{heading(w, 'A')}</h2>
      <InfoSection w={w} d={d} section="A" />
      <h2 id={sectionId('B')}>{heading(w, 'B')}</h2>
      <Documents w={w} d={d} today={today} />
      <p className="disclosure-note">
        <strong>{w.label('Note:')}</strong> <span lang={cbse(w)}>{SELF_ATTESTATION_NOTE}</span>
      </p>
      <h2 id={sectionId('C')}>{heading(w, 'C')}</h2>
      <Academics w={w} d={d} />
      {md.feeStructure?.length ? (
        <div id="feeStructure">
          <FeeTable rows={md.feeStructure} />
        </div>
      ) : null}
      {md.calendar?.length ? (
        <div id="academicCalendar">
          <DataTable
            caption="Annual academic calendar"
            columns={[
              { key: 'period', label: 'Month / period' },
              { key: 'activity', label: 'Activity' },
            ]}
            rows={md.calendar}
          />
        </div>
      ) : null}
      {md.managementCommittee?.length ? (
        <div id="smc">
          <DataTable caption="School Management Committee (SMC)" columns={PEOPLE} rows={md.managementCommittee} />
        </div>
      ) : null}
      {md.parentTeacherAssociation?.length ? (
        <div id="pta">
          <DataTable caption="Parents Teachers Association (PTA) members" columns={PEOPLE} rows={md.parentTeacherAssociation} />
        </div>
      ) : null}
      <h2 id={sectionId('D')}>{heading(w, 'D')}</h2>
      <InfoSection w={w} d={d} section="D" />
      <h2 id={sectionId('E')}>{heading(w, 'E')}</h2>
      <InfoSection w={w} d={d} section="E" />
      <h2 id="annual-report">{w.label('Annual report')}</h2>
      {reports.length ? (
        <ul className="link-list">
          {reports.map((r) => (
            <li key={r.id ?? r.year}>
              <a href={fileUrl(r.file)!} target="_blank" rel="noopener">
                {w.label('Annual report')} {r.year}
                <span className="visually-hidden"> {w.t.pdfOpensInNewTab}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p>{w.label(NOT_PUBLISHED)}</p>
      )}
      <Earlier w={w} md={md} />
    </ContentPage>
  )
}

const PEOPLE = [
  { key: 'name' as const, label: 'Name' },
  { key: 'designation' as const, label: 'Designation' },
]

const OLD_RESULTS = [
  { key: 'year' as const, label: 'Year' },
  { key: 'registered' as const, label: 'No. of registered students' },
  { key: 'passed' as const, label: 'No. of students passed' },
  { key: 'passPercentage' as const, label: 'Pass percentage' },
  { key: 'remarks' as const, label: 'Remarks' },
]
