import { newestChange } from '@/lib/lastUpdated'
import { ContentPage } from '@/components/page/ContentPage'
import { DataTable } from '@/components/page/DataTable'
import { getFaculty } from '@/content/faculty/reads'
import { withSharing } from '@/data/seo'

export const dynamic = 'force-dynamic'

export const generateMetadata = () =>
  withSharing({ title: 'Faculty', description: 'Teachers and staff of the school.', alternates: { canonical: '/faculty' } })

export default async function FacultyPage() {
  const faculty = await getFaculty()
  const rows = faculty.map((f, i) => ({
    id: String(f.id),
    sNo: String(i + 1),
    name: f.name,
    designation: f.designation,
    category: f.category,
  }))
  return (
    <ContentPage title="Faculty" updatedAt={newestChange(faculty)}>
      <DataTable
        caption="Faculty"
        columns={[
          { key: 'sNo', label: 'S. No.' },
          { key: 'name', label: "Employee's Name" },
          { key: 'designation', label: 'Designation' },
          { key: 'category', label: 'Category' },
        ]}
        rows={rows}
      />
    </ContentPage>
  )
}
