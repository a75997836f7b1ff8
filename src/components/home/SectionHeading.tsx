/** A home section's heading, with an arrow link to the full page. */
export function SectionHeading({ id, title, href, linkLabel }: { id: string; title: string; href?: string; linkLabel?: string }) {
  return (
    <div className="section-heading">
      <h2 id={id}>{title}</h2>
      {href ? (
        <a href={href} className="section-heading__more" aria-label={linkLabel ?? `All ${title.toLowerCase()}`}>
          <span aria-hidden="true">→</span>
        </a>
      ) : null}
    </div>
  )
}
