/**
 * The TC lookup form (form[data-tc-form], src/features/tc/TcForm.tsx): empty or malformed
 * fields are marked inline (message, aria-invalid, focus on the first) instead of the
 * browser's own bubble, by the same rules the server applies (src/features/tc/rules.ts). A valid form
 * posts as it would without this script.
 */
import { localeOf } from '@/lib/i18n/locales'
import { parseTcQuery, tcMessage, type TcField, type TcMessage } from '@/features/tc/rules'

const FIELDS: TcField[] = ['admission', 'name']

export function tcForm(form: HTMLFormElement) {
  form.noValidate = true
  const input = (f: TcField) => form.elements.namedItem(f) as HTMLInputElement | null
  const message = (f: TcField) => document.getElementById(`tc-${f}-error`)
  const mark = (f: TcField, error: TcMessage | undefined) => {
    const el = input(f)
    const p = message(f)
    if (error) el?.setAttribute('aria-invalid', 'true')
    else el?.removeAttribute('aria-invalid')
    if (p) {
      p.textContent = error ? tcMessage(error, localeOf(document.documentElement.lang)) : ''
      p.hidden = !error
    }
  }
  form.addEventListener('submit', (e) => {
    const data = new FormData(form)
    const parsed = parseTcQuery({ admission: data.get('admission'), name: data.get('name') })
    const errors = parsed.ok ? {} : parsed.errors
    for (const f of FIELDS) mark(f, errors[f])
    if (parsed.ok) return
    e.preventDefault()
    const first = FIELDS.find((f) => errors[f])
    if (first) input(first)?.focus()
  })
  // Typing in a marked field clears its mark.
  form.addEventListener('input', (e) => {
    const f = (e.target as HTMLInputElement).name as TcField
    if (FIELDS.includes(f) && input(f)?.getAttribute('aria-invalid')) mark(f, undefined)
  })
}
