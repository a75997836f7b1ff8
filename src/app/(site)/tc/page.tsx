import { ContentPage } from '@/components/page/ContentPage'
import { PdfEmbed } from '@/components/page/PdfEmbed'
import { TcForm } from '@/features/tc/TcForm'
import { words } from '@/data/i18n'
import { getDownloads } from '@/data/queries'
import { publicUrl } from '@/lib/media'
import { lookupTc } from '@/features/tc/actions'
import { withSharing } from '@/data/seo'

export const dynamic = 'force-dynamic'

export const generateMetadata = () =>
  withSharing({
    title: 'Transfer Certificate',
    description: 'Verify a transfer certificate issued by the school, by admission number and student name.',
    alternates: { canonical: '/tc' },
    // Reachable from the menu, but not for search engines: neither the page nor an answer
    // shown on it (a server action posts back to /tc) belongs in an index; not in the sitemap.
    robots: { index: false, follow: false },
  })

export default async function TcPage() {
  const downloads = await getDownloads()
  const { t, label } = await words()
  const holidays = typeof downloads.holidayList === 'object' ? publicUrl(downloads.holidayList?.url) : null
  return (
    <ContentPage title="Transfer Certificate" updatedAt={downloads.updatedAt}>
      <div className="tc-layout">
        <div>
          <p>{t.tcIntro}</p>
          <TcForm
            action={lookupTc}
            words={{
              formLabel: t.tcFormLabel,
              admission: t.tcAdmission,
              name: t.tcName,
              admissionHint: t.tcAdmissionHint,
              nameHint: t.tcNameHint,
              checking: t.checking,
              submit: t.submit,
              found: t.tcFound,
              studentName: t.studentName,
              classLastStudied: t.classLastStudied,
              dateOfIssue: t.dateOfIssue,
              tcNumber: t.tcNumber,
              viewCertificate: t.viewCertificate,
              opensInNewTab: t.opensInNewTab,
            }}
          />
        </div>
        {holidays ? (
          <div className="tc-holidays">
            <h2>{label('Holiday List')}</h2>
            <PdfEmbed src={holidays} title={t.theHolidayList} />
          </div>
        ) : null}
      </div>
    </ContentPage>
  )
}
