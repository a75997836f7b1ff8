import { previewUser } from '@/data/preview'

/** Tells a staff member previewing drafts that this is not what visitors see, and how to leave. */
export async function PreviewBar() {
  const user = await previewUser()
  if (!user) return null
  return (
    <div className="preview-bar" role="region" aria-label="Draft preview">
      <p>
        <strong>Preview:</strong> this page includes unpublished drafts, seen only by signed-in staff ({user.name || user.email}).
      </p>
      <a href="/preview/exit" className="preview-bar__exit">
        Leave preview
      </a>
    </div>
  )
}
