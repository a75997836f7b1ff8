import { words } from '@/data/i18n'
import { formatDate } from '@/lib/dates'

/** "Last updated: 3 March 2026" (GIGW 3.0), in the page's language: when the content this page shows last changed. */
export async function LastUpdated({ at }: { at: string | null | undefined }) {
  const { locale, t } = await words()
  const shown = formatDate(at, locale)
  if (!at || !shown) return null
  return (
    <p className="last-updated">
      {t.lastUpdated}: <time dateTime={new Date(at).toISOString()}>{shown}</time>
    </p>
  )
}
