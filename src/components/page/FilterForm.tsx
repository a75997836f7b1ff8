import { words } from '@/data/i18n'

/**
 * A one-field filter as a plain GET form: the choice is in the URL, so the page works and
 * can be shared without JavaScript; with JavaScript, a choice picked from the list applies
 * at once, while arrow keys only step through the choices (Enter or Show applies them).
 */
export async function FilterForm({
  label,
  name,
  value,
  options,
  keep = {},
}: {
  label: string
  name: string
  value: string
  options: { value: string; label: string }[]
  /** The page's other filters' choices, kept when this one changes (none when undefined). */
  keep?: Record<string, string | undefined>
}) {
  const id = `filter-${name}`
  const w = await words()
  return (
    // autoComplete off: the browser does not restore an old choice on Back, so the select
    // always shows the list the page shows (and src/client/site.ts only acts on a visitor's choice).
    <form method="get" className="filter-form" autoComplete="off">
      {Object.entries(keep).map(([k, v]) => (v === undefined ? null : <input key={k} type="hidden" name={k} value={v} />))}
      <label htmlFor={id}>{w.label(label)}</label>
      <select id={id} name={name} defaultValue={value} data-auto-submit="">
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {w.label(o.label)}
          </option>
        ))}
      </select>
      <button type="submit">{w.label('Show')}</button>
    </form>
  )
}
