'use client'
/**
 * On a notice's page (Notices sent): what became of it per class, one line per class its
 * messages counted for and one for parents who chose no class (src/features/notices/queue.ts
 * sendFigures `byClass`, read with the notice). A parent who chose two classes of a notice
 * counts in both lines, so the lines may add up to more than the totals above.
 */
import { useFormFields } from '@payloadcms/ui'
import type { UIFieldClientComponent } from 'payload'

type Line = { class: number | null; name: string; sent: number; delivered: number; opened: number; failed: number }

const cell = { padding: '0.25rem 0.75rem', borderBottom: '1px solid var(--theme-elevation-150)', textAlign: 'right' as const }
const head = { ...cell, fontWeight: 600 }

export const NoticeClassFigures: UIFieldClientComponent = () => {
  const value = useFormFields(([fields]) => fields.byClass?.value)
  const lines = Array.isArray(value) ? (value as Line[]) : []
  return (
    <div className="field-type notice-class-figures" style={{ marginBottom: '1.5rem' }}>
      <h3 style={{ margin: '0 0 0.5rem', fontSize: '1rem' }}>Per class</h3>
      {lines.length === 0 ? (
        <p style={{ margin: 0 }}>No messages were queued for this notice.</p>
      ) : (
        <table style={{ borderCollapse: 'collapse' }}>
          <thead>
            <tr>
              <th style={{ ...head, textAlign: 'left' }} scope="col">
                Class
              </th>
              {['Sent', 'Delivered', 'Opened', 'Failed'].map((h) => (
                <th key={h} style={head} scope="col">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {lines.map((l) => (
              <tr key={l.class ?? 'none'}>
                <th style={{ ...cell, textAlign: 'left', fontWeight: 'normal' }} scope="row">
                  {l.name}
                </th>
                <td style={cell}>{l.sent}</td>
                <td style={cell}>{l.delivered}</td>
                <td style={cell}>{l.opened}</td>
                <td style={cell}>{l.failed}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p style={{ margin: '0.5rem 0 0', fontSize: '0.9em' }}>A parent who chose two of the classes counts in both lines.</p>
    </div>
  )
}
