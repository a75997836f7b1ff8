import { words } from '@/data/i18n'

/** A home section's heading, with an arrow link to the full page, in the page's language. */
export async function SectionHeading({ id, title, href, linkLabel }: { id: string; title: string; href?: string; linkLabel?: string }) {
  const w = await words()
  return (
    <div className="section-heading">
      <h2 id={id}>{w.label(title)}</h2>
      {href ? (
        <a href={w.href(href)} className="section-heading__more" aria-label={w.label(linkLabel ?? `All ${title.toLowerCase()}`)}>
          <span aria-hidden="true">→</span>
        </a>
      ) : null}
    </div>
  )
}
