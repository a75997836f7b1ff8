'use client'
/** The forms of /admin/two-factor (components/admin/TwoFactor): each posts to /cms-api/users/two-factor/… and says plainly what went wrong. */
import { Button } from '@payloadcms/ui'
import { browserSupportsWebAuthn, startAuthentication, startRegistration } from '@simplewebauthn/browser'
import { useState, useSyncExternalStore, type FormEvent, type ReactNode } from 'react'

export type Mode = 'verify' | 'setup-required' | 'setup' | 'manage'
type Passkey = { id: string; name: string; createdAt: string; lastUsedAt: string | null }
type Props = { mode: Mode; api: string; admin: string; email: string; passkeys: Passkey[]; recoveryCodesLeft: number; required: boolean }
type Answer = Record<string, unknown> & { message?: string; errors?: { message?: string }[] }

const noChange = () => () => {}
/**
 * Whether this browser can make passkeys: false as the server renders the page, the browser's
 * answer once it runs. Read in render instead, the server's HTML and the browser's first render
 * differed, so React rebuilt the form as it hydrated and what had been typed into it was lost.
 */
const usePasskeysSupported = () => useSyncExternalStore(noChange, browserSupportsWebAuthn, () => false)

async function post(url: string, body: unknown = {}): Promise<{ ok: boolean; answer: Answer }> {
  try {
    const res = await fetch(url, { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    const answer = (await res.json().catch(() => ({}))) as Answer
    return { ok: res.ok, answer: res.ok ? answer : { ...answer, message: answer.errors?.[0]?.message ?? 'That did not work. Please try again.' } }
  } catch {
    return { ok: false, answer: { message: 'That did not work: check the connection and try again.' } }
  }
}

function Problem({ message }: { message: string | null }) {
  return message ? (
    <p role="alert" className="two-factor__error">
      {message}
    </p>
  ) : null
}

function CodeForm({ label, name, submit, onSubmit, hint, autoFocus, secret }: { label: string; name: string; submit: string; onSubmit: (value: string) => Promise<string | null>; hint?: ReactNode; autoFocus?: boolean; secret?: boolean }) {
  const [error, setError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const id = `two-factor-${name}`
  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    setSending(true)
    const problem = await onSubmit(String(new FormData(form).get(name) ?? ''))
    setSending(false)
    setError(problem)
    if (problem) (form.elements.namedItem(name) as HTMLInputElement | null)?.focus()
  }
  return (
    <form onSubmit={send} className="two-factor__form" noValidate>
      <label htmlFor={id}>{label}</label>
      {hint ? <p id={`${id}-hint`}>{hint}</p> : null}
      <input
        id={id}
        name={name}
        type={secret ? 'password' : 'text'}
        required
        autoComplete={name === 'code' ? 'one-time-code' : secret ? 'current-password' : 'off'}
        inputMode={name === 'code' ? 'numeric' : 'text'}
        aria-invalid={error ? true : undefined}
        aria-describedby={hint ? `${id}-hint` : undefined}
        autoFocus={autoFocus}
      />
      <Problem message={error} />
      <Button type="submit" disabled={sending}>
        {submit}
      </Button>
    </form>
  )
}

function RecoveryCodes({ codes, admin }: { codes: string[]; admin: string }) {
  return (
    <section aria-labelledby="recovery-codes-title">
      <h2 id="recovery-codes-title">Your recovery codes</h2>
      <p role="status">
        Keep these ten codes somewhere safe, away from your phone (printed, or in a password manager). Each one signs you in once if you lose your phone. They are shown only
        now.
      </p>
      <ol className="two-factor__codes" data-testid="recovery-codes">
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ol>
      <a href={admin}>I have kept them: continue to the admin</a>
    </section>
  )
}

function Setup({ api, admin }: Pick<Props, 'api' | 'admin'>) {
  const [details, setDetails] = useState<{ key: string; qr: string } | null>(null)
  const [codes, setCodes] = useState<string[] | null>(null)
  const [error, setError] = useState<string | null>(null)
  if (codes) return <RecoveryCodes codes={codes} admin={admin} />
  if (!details) {
    return (
      <>
        <p>You will need an authenticator app on your phone (such as Google Authenticator, Microsoft Authenticator or any other TOTP app).</p>
        <Problem message={error} />
        <Button
          onClick={async () => {
            const { ok, answer } = await post(`${api}/users/two-factor/setup`)
            if (ok) setDetails({ key: String(answer.key), qr: String(answer.qr) })
            else setError(answer.message ?? null)
          }}
        >
          Set up an authenticator app
        </Button>
      </>
    )
  }
  return (
    <>
      <ol>
        <li>In your authenticator app, add an account and scan this QR code.</li>
        <li>
          If your phone cannot scan it, choose to type the key instead, and type this key (spaces do not matter): <code data-testid="totp-key">{details.key}</code>
        </li>
        <li>Type the six-digit code the app then shows.</li>
      </ol>
      {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL made on the server */}
      <img src={details.qr} alt="QR code to scan with your authenticator app" width={200} height={200} />
      <CodeForm
        label="Code from your app"
        name="code"
        submit="Turn on two-factor sign-in"
        onSubmit={async (code) => {
          const { ok, answer } = await post(`${api}/users/two-factor/confirm`, { code })
          if (!ok) return answer.message ?? 'That did not work.'
          setCodes(answer.recoveryCodes as string[])
          return null
        }}
      />
    </>
  )
}

function Verify({ api, admin, passkeys }: Pick<Props, 'api' | 'admin' | 'passkeys'>) {
  const [error, setError] = useState<string | null>(null)
  const done = () => window.location.assign(admin)
  return (
    <>
      <p>Your account uses two-factor sign-in. Enter the six-digit code your authenticator app shows now.</p>
      <CodeForm
        label="Code from your authenticator app"
        name="code"
        submit="Continue"
        autoFocus
        onSubmit={async (code) => {
          const { ok, answer } = await post(`${api}/users/two-factor/verify`, { code })
          if (ok) done()
          return ok ? null : (answer.message ?? 'That did not work.')
        }}
      />
      {passkeys.length > 0 ? (
        <section aria-labelledby="use-passkey">
          <h2 id="use-passkey">Or use a passkey</h2>
          <Problem message={error} />
          <Button
            onClick={async () => {
              setError(null)
              const options = await post(`${api}/users/two-factor/passkeys/sign-in-options`)
              if (!options.ok) return setError(options.answer.message ?? null)
              try {
                const response = await startAuthentication({ optionsJSON: options.answer as never })
                const { ok, answer } = await post(`${api}/users/two-factor/passkeys/sign-in`, { response })
                if (ok) done()
                else setError(answer.message ?? null)
              } catch {
                setError('The passkey was not used (cancelled, or not on this device). Try again, or enter a code.')
              }
            }}
          >
            Use a passkey
          </Button>
        </section>
      ) : null}
      <details>
        <summary>Lost your phone? Use a recovery code</summary>
        <CodeForm
          label="Recovery code"
          name="recoveryCode"
          submit="Sign in with the recovery code"
          hint="One of the ten codes you kept when you set up two-factor sign-in. Each works once."
          onSubmit={async (recoveryCode) => {
            const { ok, answer } = await post(`${api}/users/two-factor/verify`, { recoveryCode })
            if (ok) done()
            return ok ? null : (answer.message ?? 'That did not work.')
          }}
        />
      </details>
    </>
  )
}

function Manage({ api, admin, passkeys: initial, recoveryCodesLeft, required }: Omit<Props, 'mode' | 'email'>) {
  const [passkeys, setPasskeys] = useState(initial)
  const [codes, setCodes] = useState<string[] | null>(null)
  const [message, setMessage] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [off, setOff] = useState(false)
  const supported = usePasskeysSupported()
  if (codes) return <RecoveryCodes codes={codes} admin={admin} />
  if (off) return <p role="status">Two-factor sign-in is off. Your password alone signs you in.</p>
  return (
    <>
      <p role="status">
        Two-factor sign-in is <strong>on</strong>. {recoveryCodesLeft} of 10 recovery codes are unused.
      </p>
      {message ? <p role="status">{message}</p> : null}
      <section aria-labelledby="passkeys-title">
        <h2 id="passkeys-title">Passkeys</h2>
        <p>A passkey (your fingerprint, face, screen lock or a security key) can be used after your password instead of a code.</p>
        {passkeys.length ? (
          <ul data-testid="passkeys">
            {passkeys.map((k) => (
              <li key={k.id}>
                {k.name}{' '}
                <Button
                  buttonStyle="secondary"
                  size="small"
                  aria-label={`Remove passkey ${k.name}`}
                  onClick={async () => {
                    const { ok, answer } = await post(`${api}/users/two-factor/passkeys/remove`, { id: k.id })
                    if (ok) setPasskeys((all) => all.filter((p) => p.id !== k.id))
                    else setError(answer.message ?? null)
                  }}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p>No passkeys yet.</p>
        )}
        <CodeForm
          label="Name of the new passkey"
          name="passkeyName"
          submit="Add a passkey"
          hint={supported ? 'Such as "Office laptop" or "My phone".' : 'This browser cannot make passkeys.'}
          onSubmit={async (name) => {
            if (!name.trim()) return 'Give the passkey a name, such as "Office laptop".'
            const options = await post(`${api}/users/two-factor/passkeys/register-options`)
            if (!options.ok) return options.answer.message ?? 'That did not work.'
            try {
              const response = await startRegistration({ optionsJSON: options.answer as never })
              const { ok, answer } = await post(`${api}/users/two-factor/passkeys/register`, { name, response })
              if (!ok) return answer.message ?? 'That did not work.'
              const added = answer.passkey as { id: string; name: string }
              setPasskeys((all) => [...all, { ...added, createdAt: new Date().toISOString(), lastUsedAt: null }])
              setMessage(String(answer.message))
              return null
            } catch {
              return 'No passkey was made (cancelled, or this device cannot). Try again.'
            }
          }}
        />
      </section>
      <Problem message={error} />
      <section aria-labelledby="new-codes-title">
        <h2 id="new-codes-title">New recovery codes</h2>
        <CodeForm
          label="Code from your app, to make new recovery codes"
          name="code"
          submit="Make new recovery codes"
          hint="The old codes stop working."
          onSubmit={async (code) => {
            const { ok, answer } = await post(`${api}/users/two-factor/recovery-codes`, { code })
            if (!ok) return answer.message ?? 'That did not work.'
            setCodes(answer.recoveryCodes as string[])
            return null
          }}
        />
      </section>
      <section aria-labelledby="turn-off-title">
        <h2 id="turn-off-title">Turn off two-factor sign-in</h2>
        {required ? (
          <p>Two-factor sign-in is required for your account, so it cannot be turned off.</p>
        ) : (
          <CodeForm
            label="Your password, or a code from your app"
            name="proof"
            secret
            submit="Turn off two-factor sign-in"
            hint="This also removes your passkeys and recovery codes."
            onSubmit={async (proof) => {
              const body = /^\s*\d{3}\s?\d{3}\s*$/.test(proof) ? { code: proof } : { password: proof }
              const { ok, answer } = await post(`${api}/users/two-factor/disable`, body)
              if (ok) setOff(true)
              return ok ? null : (answer.message ?? 'That did not work.')
            }}
          />
        )}
      </section>
    </>
  )
}

export function TwoFactorForms(props: Props) {
  if (props.mode === 'verify') return <Verify {...props} />
  if (props.mode === 'manage') return <Manage {...props} />
  return (
    <>
      {props.mode === 'setup-required' ? (
        <p role="status">Two-factor sign-in is required for your account. Set it up now to continue: until then nothing else opens.</p>
      ) : (
        <p>Two-factor sign-in is off. With it on, your password alone is not enough to sign in: you also enter a code from an app on your phone.</p>
      )}
      <Setup api={props.api} admin={props.admin} />
    </>
  )
}

/** Ends a sign-in still waiting for its second factor (Payload's own sign-out sees no one signed in). */
export function SignOutButton({ api, admin }: { api: string; admin: string }) {
  return (
    <Button
      buttonStyle="secondary"
      onClick={async () => {
        await post(`${api}/users/two-factor/sign-out`)
        // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full load: the admin's own state knows nothing of the ended session
        window.location.assign(`${admin}/login`)
      }}
    >
      Sign out
    </Button>
  )
}
