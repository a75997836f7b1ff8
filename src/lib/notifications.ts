/** Whether a notice is still to be shown: through the whole of its "show until" day (UTC). Pure. */
export function isShowing(showUntil: string | null | undefined, now: Date): boolean {
  if (!showUntil) return true
  const end = new Date(showUntil)
  if (Number.isNaN(end.getTime())) return true
  end.setUTCHours(23, 59, 59, 999)
  return end >= now
}
