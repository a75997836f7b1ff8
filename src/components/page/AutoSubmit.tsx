'use client'

import { useEffect } from 'react'

/**
 * Submits the select's form when its value changes. A choice made while the page was
 * still loading (before this script ran) is applied as soon as it runs, so a visitor on a
 * slow phone is not left looking at a changed filter and an unchanged list.
 */
export function AutoSubmit({ selectId }: { selectId: string }) {
  useEffect(() => {
    const select = document.getElementById(selectId) as HTMLSelectElement | null
    if (!select) return
    const submit = () => select.form?.requestSubmit()
    select.addEventListener('change', submit)
    if (Array.from(select.options).some((o) => o.selected !== o.defaultSelected)) submit()
    return () => select.removeEventListener('change', submit)
  }, [selectId])
  return null
}
