/**
 * Categories of a content type (news items' "Sports", "Academics"…): pure rules shared by the
 * list filter, the cards and pages, the feed and the API. A category is a document of a small
 * collection staff edit in the admin (./collection.ts); a content type has them when its
 * resource names that collection (`category` in src/content/<type>/resource.ts). A category's slug is its label's
 * address form (src/lib/slug `addressForm`).
 */
import { ADDRESS_FORM } from '@/lib/slug'

/** A category as pages read it: its label (in the page's language) and its address form. */
export type Category = { id: number; label: string; slug: string }


/** The category a document's relation holds, when it is populated (depth ≥ 1). */
export function categoryOf(doc: object): Category | null {
  const value = (doc as { category?: unknown }).category
  if (!value || typeof value !== 'object') return null
  const { id, label, slug } = value as Record<string, unknown>
  return typeof id === 'number' && typeof label === 'string' && typeof slug === 'string' ? { id, label, slug } : null
}

/** The chosen category of a list: one of `categories` by its slug, `all` for none; null for a slug that names none. */
export function chosenCategory(value: unknown, categories: Category[]): Category | 'all' | null {
  const v = Array.isArray(value) ? value[0] : value
  if (v === undefined || v === '' || v === 'all') return 'all'
  if (typeof v !== 'string' || !ADDRESS_FORM.test(v)) return null
  return categories.find((c) => c.slug === v) ?? null
}
