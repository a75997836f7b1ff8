import type { ClassChoice } from '@/features/classes/reads'

/**
 * The school's classes as boxes to tick (src/features/classes): a fieldset with a legend and a
 * hint, each box with its own label, so a keyboard and a screen reader reach every one; plain
 * inputs named `name`, posted with the form (no script). Nothing when the school keeps no
 * classes. Used by each way of subscribing and by the preferences page.
 */
export function ClassChoices({
  idPrefix,
  name = 'classes',
  classes,
  checked,
  legend,
  hint,
}: {
  idPrefix: string
  name?: string
  classes: readonly ClassChoice[]
  checked: readonly number[]
  legend: string
  hint: string
}) {
  if (classes.length === 0) return null
  return (
    <fieldset className="form-field" aria-describedby={`${idPrefix}-classes-hint`} data-class-choices>
      <legend>{legend}</legend>
      <p className="form-hint" id={`${idPrefix}-classes-hint`}>
        {hint}
      </p>
      {classes.map(({ id, name: className }) => (
        <div key={id} className="form-choice">
          <input id={`${idPrefix}-class-${id}`} type="checkbox" name={name} value={String(id)} defaultChecked={checked.includes(id)} />
          <label htmlFor={`${idPrefix}-class-${id}`}>{className}</label>
        </div>
      ))}
    </fieldset>
  )
}
