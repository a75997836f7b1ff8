'use client'
/**
 * Inside each section B document of the Mandatory disclosure form: when its PDF is removed,
 * its "Issued on", "Valid until" and attestation are emptied at once, so no date of a document
 * no longer there is left behind (the server does the same on save: globals/MandatoryDisclosure).
 * Shows nothing.
 */
import { useField, useFormFields } from '@payloadcms/ui'
import type { UIFieldClientComponent } from 'payload'
import { useEffect, useRef } from 'react'

export const DisclosureDocumentDetails: UIFieldClientComponent = ({ path }) => {
  const base = (path ?? '').split('.').slice(0, -1).join('.')
  const file = useFormFields(([fields]) => fields[`${base}.file`]?.value)
  const issuedOn = useField({ path: `${base}.issuedOn` })
  const validUntil = useField({ path: `${base}.validUntil` })
  const management = useField({ path: `${base}.attestedByManagement` })
  const principal = useField({ path: `${base}.attestedByPrincipal` })
  const had = useRef(Boolean(file))

  useEffect(() => {
    const has = file !== null && file !== undefined && file !== ''
    if (had.current && !has) {
      issuedOn.setValue(null)
      validUntil.setValue(null)
      management.setValue(null)
      principal.setValue(false)
    }
    had.current = has
    // Only a change of the file matters; the setters are stable for a path.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [file])

  return null
}
