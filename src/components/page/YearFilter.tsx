import { FilterForm } from './FilterForm'

/** The All / year filter of the gallery, news and newsletters pages (`?year=`). */
export function YearFilter({ years, value, keep }: { years: number[]; value: number | 'all'; keep?: Record<string, string | undefined> }) {
  return (
    <FilterForm
      keep={keep}
      label="Year"
      name="year"
      value={String(value)}
      options={[{ value: 'all', label: 'All' }, ...years.map((y) => ({ value: String(y), label: String(y) }))]}
    />
  )
}
