'use client'
/**
 * At the top of the Mandatory disclosure form: how many CBSE Appendix IX items are filled in,
 * and which are still missing, by section. Follows the form as the editor types (before saving).
 */
import { useAllFormFields } from '@payloadcms/ui'
import { reduceFieldsToValues } from 'payload/shared'

import { ITEMS, itemName, missingItems, type DisclosureData } from '@/features/disclosure/rules'

export function DisclosureCompleteness() {
  const [fields] = useAllFormFields()
  const data = reduceFieldsToValues(fields, true) as DisclosureData
  const missing = missingItems(data)
  const done = ITEMS.length - missing.length
  return (
    <section className="disclosure-meter" aria-labelledby="disclosure-meter-heading">
      <h2 id="disclosure-meter-heading">CBSE Appendix IX completeness</h2>
      <p>
        <label htmlFor="disclosure-meter-bar">
          {done} of {ITEMS.length} items complete
        </label>{' '}
        <meter id="disclosure-meter-bar" min={0} max={ITEMS.length} value={done} />
      </p>
      {missing.length ? (
        <>
          <p>Still missing (shown to visitors as &ldquo;Not yet published&rdquo;):</p>
          <ul aria-label="Missing items">
            {missing.map((i) => (
              <li key={`${i.section}.${i.key}`}>{itemName(i)}</li>
            ))}
          </ul>
        </>
      ) : (
        <p>Every Appendix IX item is filled in.</p>
      )}
    </section>
  )
}
