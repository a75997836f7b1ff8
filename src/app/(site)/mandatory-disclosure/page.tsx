import { ContentPage } from '@/components/page/ContentPage'
import { DataTable } from '@/components/page/DataTable'
import { getMandatoryDisclosure } from '@/data/queries'
import { publicUrl } from '@/lib/media'
import type { Document } from '@/payload-types'
import { withSharing } from '@/data/seo'

export const dynamic = 'force-dynamic'

export const generateMetadata = () =>
  withSharing({
    title: 'Mandatory Disclosure',
    description: 'CBSE mandatory public disclosure (Appendix IX): general information, documents, results, staff and infrastructure.',
    alternates: { canonical: '/mandatory-disclosure' },
  })

const INFO = [
  { key: 'information' as const, label: 'Information' },
  { key: 'details' as const, label: 'Details' },
]
const PEOPLE = [
  { key: 'name' as const, label: 'Name' },
  { key: 'designation' as const, label: 'Designation' },
]
const RESULTS = [
  { key: 'year' as const, label: 'Year' },
  { key: 'registered' as const, label: 'No. of registered students' },
  { key: 'passed' as const, label: 'No. of students passed' },
  { key: 'passPercentage' as const, label: 'Pass percentage' },
  { key: 'remarks' as const, label: 'Remarks' },
]

function Documents({
  caption,
  rows,
}: {
  caption: string
  rows: { id?: string | null; title: string; file: number | Document }[] | null | undefined
}) {
  return (
    <div className="table-wrap">
      <table className="data-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">S. No.</th>
            <th scope="col">Documents / information</th>
            <th scope="col">Link</th>
          </tr>
        </thead>
        <tbody>
          {rows?.map((d, i) => {
            const url = typeof d.file === 'object' ? publicUrl(d.file.url) : null
            return (
              <tr key={d.id ?? d.title}>
                <td>{i + 1}</td>
                <td>{d.title}</td>
                <td>
                  {url ? (
                    <a href={url} target="_blank" rel="noopener">
                      View<span className="visually-hidden"> {d.title} (PDF, opens in a new tab)</span>
                    </a>
                  ) : null}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}

export default async function MandatoryDisclosurePage() {
  const md = await getMandatoryDisclosure()
  return (
    <ContentPage title="Mandatory Disclosure" translation={[md.translationStamps]}>
      <h2>A. General information</h2>
      <DataTable caption="General information" columns={INFO} rows={md.generalInformation} />
      <h2>B. Documents and information</h2>
      <Documents caption="Documents and information" rows={md.documents} />
      <h2>C. Result and academics</h2>
      <Documents caption="Result and academics" rows={md.academicDocuments} />
      <DataTable
        caption="Fee structure"
        columns={[
          { key: 'className', label: 'Class' },
          { key: 'tuitionFee', label: 'Tuition fee (per month)' },
          { key: 'annualCharges', label: 'Annual charges' },
        ]}
        rows={md.feeStructure}
      />
      <DataTable
        caption="Academic calendar"
        columns={[
          { key: 'period', label: 'Month / period' },
          { key: 'activity', label: 'Activity' },
        ]}
        rows={md.calendar}
      />
      <DataTable caption="School management committee" columns={PEOPLE} rows={md.managementCommittee} />
      <DataTable caption="Parent-teacher association" columns={PEOPLE} rows={md.parentTeacherAssociation} />
      <DataTable caption="Class X results" columns={RESULTS} rows={md.resultsX} />
      <DataTable caption="Class XII results" columns={RESULTS} rows={md.resultsXII} />
      <h2>D. Staff (teaching)</h2>
      <DataTable caption="Staff (teaching)" columns={INFO} rows={md.staff} />
      <h2>E. School infrastructure</h2>
      <DataTable caption="School infrastructure" columns={INFO} rows={md.infrastructure} />
    </ContentPage>
  )
}
