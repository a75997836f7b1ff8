import { ContentPage } from '@/components/page/ContentPage'
import { DataTable } from '@/components/page/DataTable'
import { getAdmissionPage } from '@/data/queries'
import { withSharing } from '@/data/seo'
import { words } from '@/data/i18n'

export const dynamic = 'force-dynamic'

export const generateMetadata = () =>
  withSharing({
    title: 'Admission',
    description: 'Admission rules, age criteria and the rules for paying fees.',
    alternates: { canonical: '/admission' },
  })

export default async function AdmissionPage() {
  const page = await getAdmissionPage()
  const { label } = await words()
  return (
    <ContentPage title="Admission" updatedAt={page.updatedAt} translation={[page.translationStamps]}>
      {page.intro ? <p className="lead">{page.intro}</p> : null}
      <section aria-labelledby="admission-rules">
        <h2 id="admission-rules">{label('Admission rules')}</h2>
        <ul>
          {page.admissionRules?.map((r) => (
            <li key={r.id ?? r.text}>{r.text}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="age-criteria">
        <h2 id="age-criteria">{label('Age criteria')}</h2>
        <DataTable
          caption={page.ageNote ?? 'Age criteria'}
          columns={[
            { key: 'className', label: 'Class' },
            { key: 'age', label: 'Age' },
          ]}
          rows={page.ageCriteria}
        />
      </section>
      <section aria-labelledby="fee-rules">
        <h2 id="fee-rules">{label('Fee payment rules')}</h2>
        <ol>
          {page.feeRules?.map((r) => (
            <li key={r.id ?? r.text}>{r.text}</li>
          ))}
        </ol>
      </section>
    </ContentPage>
  )
}
