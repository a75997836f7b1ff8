/**
 * The site's policy pages (GIGW 3.0): each has a fixed address, linked from the footer; its
 * words are a document of the `policy-pages` collection. Pure.
 */

export const POLICY_PAGES = [
  { slug: 'privacy-policy', label: 'Privacy Policy' },
  { slug: 'terms-of-use', label: 'Terms of Use' },
  { slug: 'copyright-policy', label: 'Copyright Policy' },
  { slug: 'hyperlinking-policy', label: 'Hyperlinking Policy' },
  { slug: 'accessibility-statement', label: 'Accessibility Statement' },
] as const

export type PolicySlug = (typeof POLICY_PAGES)[number]['slug']

export const isPolicySlug = (value: unknown): value is PolicySlug => POLICY_PAGES.some((p) => p.slug === value)

export const policyPath = (slug: PolicySlug) => `/${slug}`

/** The feedback form's address. */
export const FEEDBACK_PATH = '/feedback'
