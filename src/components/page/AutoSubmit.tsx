'use client'

import { useEffect } from 'react'

/** Submits the select's form when its value changes. */
export function AutoSubmit({ selectId }: { selectId: string }) {
  useEffect(() => {
    const select = document.getElementById(selectId) as HTMLSelectElement | null
    if (!select) return
    const submit = () => select.form?.requestSubmit()
    select.addEventListener('change', submit)
    return () => select.removeEventListener('change', submit)
  }, [selectId])
  return null
}
