import { describe, expect, it } from 'vitest'

import { addressForm } from '@/lib/slug'

import { categoryOf, chosenCategory, type Category } from './rules'

const sports: Category = { id: 3, label: 'Sports', slug: 'sports' }
const academics: Category = { id: 4, label: 'Academics', slug: 'academics' }

describe('categories', () => {
  it("make a label's address form", () => {
    expect(addressForm('Sports & Games')).toBe('sports-games')
    expect(addressForm('  Clubs: Eco / Robotics  ')).toBe('clubs-eco-robotics')
    expect(addressForm('x'.repeat(80))).toHaveLength(60)
  })

  it('take the chosen one from ?category=, all when none, and no category for an unknown or malformed value', () => {
    expect(chosenCategory(undefined, [sports])).toBe('all')
    expect(chosenCategory('all', [sports])).toBe('all')
    expect(chosenCategory('sports', [sports, academics])).toEqual(sports)
    expect(chosenCategory(['academics', 'sports'], [sports, academics])).toEqual(academics)
    expect(chosenCategory('music', [sports])).toBeNull()
    expect(chosenCategory('<script>', [sports])).toBeNull()
    expect(chosenCategory('a'.repeat(500), [sports])).toBeNull()
  })

  it("read a document's populated category, and nothing from an unpopulated one", () => {
    expect(categoryOf({ category: { id: 3, label: 'Sports', slug: 'sports', createdAt: 'x' } })).toEqual(sports)
    expect(categoryOf({ category: 3 })).toBeNull()
    expect(categoryOf({ category: null })).toBeNull()
    expect(categoryOf({ title: 'no category field' })).toBeNull()
  })
})
