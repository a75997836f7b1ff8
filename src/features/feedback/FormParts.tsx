/**
 * The pieces a public form of the feedback kind is made of (the feedback form, the notices
 * form): the message above the form after a post, a field's error under it (named by the
 * field's aria-describedby), and the honeypot (./rules.ts). Plain markup: they render on the
 * server inside the forms' client components.
 */
import { HONEYPOT_FIELD } from './rules'

type Posted = { status: 'idle' | 'invalid' | 'rejected' | 'limited'; message?: string }

/** What the last post came to: refused or limited (its own message), or fields to correct. */
export function FormNotices({ state, correct }: { state: Posted; correct: string }) {
  return (
    <>
      {state.status === 'rejected' || state.status === 'limited' ? (
        <p className="form-notice" role="alert">
          {state.message}
        </p>
      ) : null}
      {state.status === 'invalid' ? (
        <p className="form-notice" role="alert">
          {correct}
        </p>
      ) : null}
    </>
  )
}

/** A field's error, hidden while it has none. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return (
    <p className="form-error" id={id} hidden={!message}>
      {message}
    </p>
  )
}

/** The honeypot: robots fill it; people never see or reach it. */
export function Honeypot({ id }: { id: string }) {
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label htmlFor={id}>Leave this empty</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  )
}
