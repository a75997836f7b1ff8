/** What an admissions form shows after a post: what was sent (nothing typed is lost), each field's error, or a message. */
export type FormState = {
  status: 'idle' | 'invalid' | 'rejected' | 'limited' | 'saved'
  values: Record<string, string>
  errors?: Record<string, string>
  message?: string
}
