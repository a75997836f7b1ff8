/**
 * A school's own sign-in through Google Workspace or Microsoft Entra (OpenID Connect): the
 * rules, pure. Which issuers a school may name, what the button says, which e-mail domains
 * are allowed, and whether what the provider said about a person is enough to sign them in.
 */

/** Google's one issuer. */
export const GOOGLE_ISSUER = 'https://accounts.google.com'

/** Microsoft Entra's issuer for one organisation: its Directory (tenant) ID, a GUID. */
const MICROSOFT_ISSUER = /^https:\/\/login\.microsoftonline\.com\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/v2\.0$/i

/** This machine, where only a test's or a developer's own provider runs. */
const LOOPBACK_ISSUER = /^https?:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d{1,5})?(\/[^\s?#]*)?$/i

export type Provider = 'google' | 'microsoft' | 'other'

/** The issuer as written, without the trailing slash people copy with it. */
export const cleanIssuer = (issuer: string): string => issuer.trim().replace(/\/+$/, '')

/**
 * Why an issuer cannot be used, or null. Only Google's and Microsoft's are accepted (and, on a
 * deployment served from this machine, a provider on this machine, for tests): the server
 * fetches the issuer's addresses, and a school's administrator must not be able to point it at
 * anything else on the vendor's network.
 */
export function issuerProblem(issuer: string, { deploymentOnLoopback }: { deploymentOnLoopback: boolean }): string | null {
  const clean = cleanIssuer(issuer)
  if (clean === GOOGLE_ISSUER || MICROSOFT_ISSUER.test(clean)) return null
  if (deploymentOnLoopback && LOOPBACK_ISSUER.test(clean)) return null
  if (/login\.microsoftonline\.com/i.test(clean))
    return 'For Microsoft, enter https://login.microsoftonline.com/<Directory (tenant) ID>/v2.0, with the ID (a GUID such as 0a1b2c3d-…) from your app\'s Overview page in Entra.'
  return 'Enter https://accounts.google.com for Google Workspace, or https://login.microsoftonline.com/<Directory (tenant) ID>/v2.0 for Microsoft.'
}

/** Whose sign-in an issuer is. */
export function providerOf(issuer: string): Provider {
  const clean = cleanIssuer(issuer)
  if (clean === GOOGLE_ISSUER) return 'google'
  if (MICROSOFT_ISSUER.test(clean)) return 'microsoft'
  return 'other'
}

/** The words on the sign-in page's button. */
export const BUTTON_WORDS: Record<Provider, string> = {
  google: 'Sign in with Google',
  microsoft: 'Sign in with Microsoft',
  other: 'Sign in with your school account',
}

/** A domain name as typed (`@school.edu.in`, `School.edu.in`) in the form it is compared in, or null if it is none. */
export function cleanDomain(typed: string): string | null {
  const domain = typed.trim().toLowerCase().replace(/^@/, '')
  return /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/.test(domain) ? domain : null
}

/** The allowed domains from the settings' text: one a line, or separated by commas or spaces. */
export const domainsFrom = (text: string | null | undefined): string[] =>
  [...new Set((text ?? '').split(/[\s,;]+/).flatMap((d) => (d ? [cleanDomain(d) ?? ''] : [])).filter(Boolean))]

/** Why the allowed-domains text is not usable, or null. */
export function domainsProblem(text: string | null | undefined): string | null {
  const words = (text ?? '').split(/[\s,;]+/).filter(Boolean)
  const bad = words.find((w) => cleanDomain(w) === null)
  if (bad) return `"${bad}" is not a domain name: write the part after @ in your staff's addresses, e.g. school.edu.in.`
  if (!words.length) return 'Enter at least one domain: the part after @ in your staff\'s e-mail addresses, e.g. school.edu.in.'
  return null
}

/** The domain of an e-mail address (lower case), or null. */
export const emailDomain = (email: string): string | null => {
  const at = email.lastIndexOf('@')
  return at > 0 ? cleanDomain(email.slice(at + 1)) : null
}

/** Why a sign-in was refused, each with words for the person (failurePage). */
export type Refusal =
  | 'off'
  | 'no-school'
  | 'limited'
  | 'expired'
  | 'provider'
  | 'cancelled'
  | 'no-email'
  | 'unverified'
  | 'domain'
  | 'no-account'
  | 'operator'

/** What the person is told, in plain words. Never whether an address has an account elsewhere. */
export const REFUSALS: Record<Refusal, string> = {
  off: 'Signing in with a school account is not turned on for this school. Sign in with your e-mail address and password.',
  'no-school': 'This address is not a school\'s website, so there is no school account to sign in with here.',
  limited: 'Too many sign-in attempts from your network. Please wait a few minutes and try again.',
  expired: 'The sign-in took too long or was started in another browser window. Please start again from the sign-in page.',
  provider: 'Your school\'s sign-in service could not be reached or did not accept this website. Please try again; if it keeps happening, tell your school\'s website administrator.',
  cancelled: 'The sign-in was cancelled or refused by your school account\'s service. You can start again from the sign-in page.',
  'no-email': 'Your school account did not tell us your e-mail address. Ask your school\'s website administrator to check the sign-in settings.',
  unverified: 'Your school account\'s e-mail address is not verified, so it cannot be used to sign in here.',
  domain: 'This e-mail address is not one of this school\'s. Sign in with your school account, not a personal one.',
  'no-account': 'There is no staff account with this e-mail address at this school. Ask your school\'s website administrator to invite you.',
  operator: 'Vendor operators cannot sign in with a school account. Sign in with your e-mail address and password.',
}

/** What the provider's ID token said about the person (the claims this needs). */
export type Claims = { email?: unknown; email_verified?: unknown; xms_edov?: unknown; [claim: string]: unknown }

/**
 * The e-mail address to look the account up by, or why there is none: the address must be
 * there, verified by the provider, and at one of the school's domains. Microsoft Entra says
 * "verified" with its own optional claim `xms_edov` (the domain's owner verified the address)
 * rather than `email_verified`; either is taken from Microsoft, only `email_verified` elsewhere.
 */
export function emailFrom(claims: Claims, { provider, domains }: { provider: Provider; domains: readonly string[] }): { email: string } | { refusal: Refusal } {
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : ''
  if (!email || !email.includes('@')) return { refusal: 'no-email' }
  const verified = claims.email_verified === true || (provider === 'microsoft' && claims.xms_edov === true)
  if (!verified) return { refusal: 'unverified' }
  const domain = emailDomain(email)
  if (!domain || !domains.includes(domain)) return { refusal: 'domain' }
  return { email }
}
