/**
 * The demo school's classes (src/features/classes), and a news item and a circular for some of
 * them, so the demo shows an item for a class ("For VI-A") and the Get notices page offers the
 * classes to choose. Found before made, as every seed step.
 */
import { build, day } from '../builders'
import type { SeedContext } from '../context'

/** The sections parents choose from, in the order the page lists them. */
export const DEMO_CLASSES = ['VI-A', 'VI-B', 'VII-A', 'X-A', 'X-B', 'XII-Science'] as const

export async function seedClasses(s: SeedContext, now: Date) {
  const ids: Record<string, number> = {}
  for (const [i, name] of DEMO_CLASSES.entries()) ids[name] = await s.ensure('classes', { name: { equals: name } }, { name, order: (i + 1) * 10 })

  const yesterday = day(now.getUTCFullYear(), now.getUTCMonth() + 1, now.getUTCDate() - 1)
  await s.ensure(
    'news',
    { title: { equals: 'VI-A picnic to the Rock Garden on Friday' } },
    build.news({
      title: 'VI-A picnic to the Rock Garden on Friday',
      description: 'Students of VI-A leave at 8:30 AM and are back by 2:00 PM. Please send a packed lunch, a water bottle and a cap.',
      fromDate: yesterday,
      classes: [ids['VI-A']!],
    }),
  )
  const title = 'News Letter: Class X pre-board date sheet'
  const file = await s.pdf(`circular-${title}`, title, [
    'Pre-board examinations for Class X begin on the first Monday of next month.',
    'Mathematics, Science, Social Science, English, Hindi: one paper a day, 9:30 AM to 12:30 PM.',
  ])
  await s.ensure(
    'circulars',
    { title: { equals: title } },
    build.circular([{ relationTo: 'documents', value: file }], { title, category: 'News Letter', date: yesterday, classes: [ids['X-A']!, ids['X-B']!] }),
  )
}
