import { words } from '@/data/i18n'

/** The short line a section shows when its content could not be read. */
export async function SectionError({ what }: { what: string }) {
  const { t, label } = await words()
  return (
    <p className="section-error" role="status">
      {t.couldNotLoad(label(what))}
    </p>
  )
}
