import { ContentPage } from '@/components/page/ContentPage'
import { DataTable } from '@/components/page/DataTable'
import { FeeTable } from '@/components/page/FeeTable'
import { getAdmissionPage, getMandatoryDisclosure } from '@/data/queries'
import { withSharing } from '@/data/seo'
import { words } from '@/data/i18n'
import { routes } from '@/lib/routes'

export const dynamic = 'force-dynamic'

export const generateMetadata = () =>
  withSharing({
    title: 'Admission',
    description: 'Admission rules, age criteria, the fees and the rules for paying them.',
    alternates: { canonical: '/admission' },
  })

export default async function AdmissionPage() {
  const [page, disclosure] = await Promise.all([getAdmissionPage(), getMandatoryDisclosure()])
  const { label, href } = await words()
  return (
    <ContentPage title="Admission" updatedAt={page.updatedAt} translation={[page.translationStamps]}>
      {page.intro ? <p className="lead">{page.intro}</p> : null}
      <nav aria-label={label('Apply online')}>
        <ul>
          <li>
            <a href={href(routes.admissionApply)}>{label('Apply online')}</a>
          </li>
          <li>
            <a href={href(routes.admissionLists)}>{label('Admission lists')}</a>
          </li>
          <li>
            <a href={href(routes.fees)}>{label('Fees for each class')}</a>
          </li>
        </ul>
      </nav>
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
      {disclosure.feeStructure?.length ? (
        <section aria-labelledby="fees">
          <h2 id="fees">{label('Fees')}</h2>
          <FeeTable rows={disclosure.feeStructure} />
          <p>
            <a href={`${href('/mandatory-disclosure')}#feeStructure`}>{label('Fees in the mandatory public disclosure')}</a>
          </p>
        </section>
      ) : null}
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
