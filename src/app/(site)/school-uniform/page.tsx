import { ContentPage } from '@/components/page/ContentPage'
import { DataTable } from '@/components/page/DataTable'
import { getUniformPage } from '@/data/queries'
import { UNIFORM_KINDS } from '@/globals/UniformPage'
import { withSharing } from '@/data/seo'
import { words } from '@/data/i18n'

export const dynamic = 'force-dynamic'

export const generateMetadata = () =>
  withSharing({
    title: 'School Uniform',
    description: 'Uniforms for boys and girls: regular, P.T., winter and P.T. winter.',
    alternates: { canonical: '/school-uniform' },
  })

const COLUMNS = [
  { key: 'item' as const, label: 'Item' },
  { key: 'description' as const, label: 'Description' },
]

export default async function UniformPage() {
  const page = await getUniformPage()
  const w = await words()
  const sets = [
    ['Boys', page.boys],
    ['Girls', page.girls],
  ] as const
  return (
    <ContentPage title="School Uniform" updatedAt={page.updatedAt} translation={[page.translationStamps]}>
      {page.intro ? <p className="lead">{page.intro}</p> : null}
      {sets.map(([who, set]) => (
        <section key={who} aria-labelledby={`uniform-${who}`}>
          <h2 id={`uniform-${who}`}>{w.label(who)}</h2>
          {UNIFORM_KINDS.map(([kind, label]) => (
            <DataTable key={kind} caption={`${w.label(who)}: ${w.label(label)}`} columns={COLUMNS} rows={set?.[kind]} />
          ))}
        </section>
      ))}
      {page.notes?.length ? (
        <section aria-labelledby="uniform-notes">
          <h2 id="uniform-notes">{w.label('Notes')}</h2>
          <ul>
            {page.notes.map((n) => (
              <li key={n.id ?? n.text}>{n.text}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </ContentPage>
  )
}
