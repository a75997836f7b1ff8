/** The short line a section shows when its content could not be read. */
export function SectionError({ what }: { what: string }) {
  return (
    <p className="section-error" role="status">
      {what} could not be loaded just now. Please try again in a little while.
    </p>
  )
}
