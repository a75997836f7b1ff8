import { factsOf } from '@/content/facts'

/**
 * Cache tags, from one place. Each collection and global has its own tag (its slug);
 * uploads share one, since any page may show any file. Every public read carries that
 * shared tag (data/queries), so a change of a child's consent, which may hide a photo or a
 * name on any page, feed or API response, expires it too: all of them at once.
 */
export const FILES_TAG = 'cms:files'

type Collection = { slug: string; custom?: Record<string, unknown> }

/**
 * The tag of a collection or page (by its slug); given its config, an upload's, or a
 * change that can hide a child anywhere (src/features/consent/rules.ts), is the shared files tag (their facts: src/content/facts).
 */
export function tagFor(of: string | Collection): string {
  if (typeof of === 'string') return `cms:${of}`
  const facts = factsOf(of)
  return facts.upload || facts.hidesChildren ? FILES_TAG : `cms:${of.slug}`
}

/**
 * A tag within one school: what a read of that school's content carries (data/queries), so a
 * change in one school expires its own pages only. A read that names no school (the list of
 * schools, a file's status) carries the tag itself.
 */
export const schoolTag = (tag: string, school: number): string => `${tag}#${school}`

/**
 * What a change expires: the tag within the changed document's school and the tag itself.
 * With no school (the list of schools, staff accounts), the tag itself only: reads of a
 * school's content carry only the tag within the school, so such a change reaches them only
 * through a tag they also carry (the list of schools is noted by every page).
 */
export const expiredBy = (tag: string, school: number | null): string[] => (school === null ? [tag] : [tag, schoolTag(tag, school)])
