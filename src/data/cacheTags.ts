/**
 * Cache tags, from one place. Each collection and global has its own tag (its slug);
 * uploads share one, since any page may show any file.
 */
export const FILES_TAG = 'cms:files'
export const UPLOAD_SLUGS = new Set(['images', 'documents', 'certificates'])

export const tagFor = (slug: string): string => (UPLOAD_SLUGS.has(slug) ? FILES_TAG : `cms:${slug}`)
