import { fileKind, fileLabel, type FileDoc } from '@/lib/media'

/** Links to a record's documents, each named by its title and kind. Nothing when there are none. */
export function Attachments({ documents, label = 'Documents' }: { documents: FileDoc[]; label?: string }) {
  const linked = documents.filter((d) => d.url)
  if (linked.length === 0) return null
  return (
    <section aria-label={label}>
      <h2>{label}</h2>
      <ul>
        {linked.map((d) => (
          <li key={d.url}>
            <a href={d.url!} target="_blank" rel="noopener">
              {fileLabel(d)}
              <span className="visually-hidden"> ({fileKind(d)}, opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
