import { fileKind, fileLabel, type FileDoc } from '@/lib/media'
import { words } from '@/data/i18n'

/** Links to a record's documents, each named by its title and kind. Nothing when there are none. */
export async function Attachments({ documents, label: english = 'Documents' }: { documents: FileDoc[]; label?: string }) {
  const linked = documents.filter((d) => d.url)
  if (linked.length === 0) return null
  const w = await words()
  const label = w.label(english)
  return (
    <section aria-label={label}>
      <h2>{label}</h2>
      <ul>
        {linked.map((d) => (
          <li key={d.url}>
            <a href={d.url!} target="_blank" rel="noopener">
              {fileLabel(d)}
              <span className="visually-hidden"> {w.t.opensInNewTabKind(fileKind(d))}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
