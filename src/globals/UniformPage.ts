import type { Field } from 'payload'

import { table, textList } from '@/fields'
import { contentPage } from './shared'

/** The four uniform tables each set has, with their labels (the page shows them in this order). */
export const UNIFORM_KINDS = [
  ['regular', 'Regular uniform'],
  ['pt', 'P.T. uniform'],
  ['winter', 'Winter uniform'],
  ['ptWinter', 'P.T. winter uniform'],
] as const

const uniformSet = (name: string, label: string): Field => ({
  name,
  label,
  type: 'group',
  fields: UNIFORM_KINDS.map(([kind, kindLabel]) =>
    table(kind, kindLabel, [
      { name: 'item', label: 'Item', outline: true },
      { name: 'description', label: 'Description', textarea: true },
    ]),
  ),
})

export const UniformPage = contentPage('uniform-page', 'School uniform', [
  { name: 'intro', type: 'textarea' },
  uniformSet('boys', 'Boys'),
  uniformSet('girls', 'Girls'),
  textList('notes', 'Notes', 'Note'),
])
