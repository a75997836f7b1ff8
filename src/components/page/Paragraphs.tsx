/** Text typed in a plain text box, one paragraph per blank-line-separated block (single line breaks kept). */
export function Paragraphs({ text }: { text: string | null | undefined }) {
  const blocks = (text ?? '')
    .split(/\n\s*\n/)
    .map((b) => b.trim())
    .filter(Boolean)
  return (
    <>
      {blocks.map((b, i) => (
        <p key={i} className="pre-line">
          {b}
        </p>
      ))}
    </>
  )
}
