import { words } from '@/data/i18n'

/**
 * A table of rows an editor keeps in the admin; `columns` names what to show and how. Headings
 * written in code show in the page's language. On a phone its rows stack, each cell under its
 * column's name (`data-label`, site.css).
 */
export async function DataTable<Row extends { id?: string | null }>({
  caption,
  columns,
  rows,
  empty = 'No data available.',
}: {
  caption: string
  columns: { key: keyof Row & string; label: string }[]
  rows: Row[] | null | undefined
  empty?: string
}) {
  const { label } = await words()
  return (
    <div className="table-wrap">
      <table className="data-table data-table--stack">
        <caption>{label(caption)}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col">
                {label(c.label)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows?.length ? (
            rows.map((row, i) => (
              <tr key={row.id ?? i}>
                {columns.map((c) => (
                  <td key={c.key} data-label={label(c.label)}>
                    {String(row[c.key] ?? '')}
                  </td>
                ))}
              </tr>
            ))
          ) : (
            <tr>
              <td colSpan={columns.length}>{label(empty)}</td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  )
}
