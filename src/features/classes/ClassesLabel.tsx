import { words } from '@/data/i18n'
import { wordsIn } from '@/lib/i18n/catalogue'
import { classNamesOf } from './rules'
import { CLASS_WORDS } from './words'

/**
 * The classes an item is for ("For VI-A, VI-B"), as a small line on its card or page; nothing
 * for a whole-school item. The item's read populates its classes (depth 1: one query for all
 * the items of a list, not one per item); ids not populated are left out.
 */
export async function ClassesLabel({ doc, className, as: Tag = 'p' }: { doc: { classes?: unknown }; className: string; as?: 'p' | 'span' }) {
  const names = classNamesOf(doc.classes)
  if (names.length === 0) return null
  const w = wordsIn(CLASS_WORDS, (await words()).locale)
  return (
    <Tag className={className} data-classes>
      {Tag === 'span' ? ' · ' : null}
      {w.forClasses(names.join(', '))}
    </Tag>
  )
}
