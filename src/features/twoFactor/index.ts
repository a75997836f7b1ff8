/**
 * Two-factor sign-in for staff (issue #44): an authenticator app (TOTP) with ten one-time
 * recovery codes, and passkeys; required by the deployment (TWO_FACTOR_REQUIRED) or a school
 * (its Sign-in settings). docs/security.md, "Two-factor sign-in", says how it holds together.
 */
import { twoFactorEndpoints as codeEndpoints } from './endpoints'
import { passkeyEndpoints } from './passkeys'

export const twoFactorEndpoints = [...codeEndpoints, ...passkeyEndpoints]
export { twoFactorFields } from './fields'
export { hideWaitingSessions } from './hooks'
export { issueSession, sessionOf, waitingForSecondFactor, type IssueOptions } from './session'
export { SignInSettings } from './SignInSettings'
