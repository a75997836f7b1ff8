import { formatDate } from '@/lib/dates'
import { LAST_UPDATED_LABEL } from '@/lib/lastUpdated'

/** "Last updated: 3 March 2026" (GIGW 3.0): when the content this page shows last changed. */
export function LastUpdated({ at }: { at: string | null | undefined }) {
  const shown = formatDate(at)
  if (!at || !shown) return null
  return (
    <p className="last-updated">
      {LAST_UPDATED_LABEL}: <time dateTime={new Date(at).toISOString()}>{shown}</time>
    </p>
  )
}
