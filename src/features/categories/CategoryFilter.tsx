import { FilterForm } from '@/components/page/FilterForm'
import { words } from '@/data/i18n'
import { wordsIn } from '@/lib/i18n/catalogue'
import { categoryOf, type Category } from './rules'
import { CATEGORY_WORDS } from './words'

/** The All / category filter of a list page (`?category=`), a plain GET form; none when the list has no categories. */
export async function CategoryFilter({ categories, value, keep }: { categories: Category[]; value: Category | 'all'; keep?: Record<string, string | undefined> }) {
  if (categories.length === 0) return null
  const w = wordsIn(CATEGORY_WORDS, (await words()).locale)
  return (
    <FilterForm
      label={w.category}
      name="category"
      value={value === 'all' ? 'all' : value.slug}
      keep={keep}
      options={[{ value: 'all', label: w.all }, ...categories.map((c) => ({ value: c.slug, label: c.label }))]}
    />
  )
}

/** A document's category, as a small label on its card or page. */
export async function CategoryLabel({ doc, className }: { doc: object; className: string }) {
  const category = categoryOf(doc)
  if (!category) return null
  const w = wordsIn(CATEGORY_WORDS, (await words()).locale)
  return (
    <p className={className}>
      <span className="visually-hidden">{w.category}: </span>
      {category.label}
    </p>
  )
}
