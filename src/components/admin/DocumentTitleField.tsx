'use client'
/**
 * A PDF's "Title", filled in from the file's name when a file is chosen and the title is still
 * empty (or still the one filled in from the previous file): "fee-structure_2026-27.pdf" gives
 * "Fee structure 2026-27" (lib/admin titleFromFileName). The clerk can change it. The server
 * does the same for an upload sent without a title (src/content/documents/collection.ts).
 */
import { TextField, useField, useFormFields } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'
import { useEffect, useRef } from 'react'

import { titleFromFileName } from '@/lib/admin'

export const DocumentTitleField: TextFieldClientComponent = (props) => {
  const path = props.path ?? props.field.name
  const { value, setValue } = useField<string>({ path })
  const file = useFormFields(([fields]) => fields.file?.value) as { name?: unknown } | null | undefined
  const filled = useRef<string | null>(null)
  const fileName = file && typeof file === 'object' && typeof file.name === 'string' ? file.name : null

  useEffect(() => {
    if (!fileName) return
    const current = typeof value === 'string' ? value.trim() : ''
    if (current && current !== filled.current) return
    const title = titleFromFileName(fileName)
    if (title && title !== current) {
      filled.current = title
      setValue(title)
    }
  }, [fileName, value, setValue])

  return <TextField {...props} />
}
