/**
 * Every collection belongs to a school, so that a new content type cannot be added that two
 * schools would share: this fails until it has the `school` relation (src/tenancy/plugin.ts).
 */
import { describe, expect, it } from 'vitest'

import { isShared, SCHOOL_FIELD } from '@/tenancy'

describe('every collection', () => {
  it('belongs to exactly one school, but for the list of schools, staff accounts and Payload’s own records', async () => {
    const config = await (await import('@/payload.config')).default
    const own = config.collections.filter((c) => !c.slug.startsWith('payload-') && !isShared(c))
    expect(own.length).toBeGreaterThan(20)
    const without = own
      .filter((c) => {
        const field = c.fields.find((f) => 'name' in f && f.name === SCHOOL_FIELD)
        return !(field && field.type === 'relationship' && field.relationTo === 'schools' && !field.hasMany)
      })
      .map((c) => c.slug)
    expect(without).toEqual([])
  })

  it('keeps what must be unique unique within its school, not across schools', async () => {
    const config = await (await import('@/payload.config')).default
    const tc = config.collections.find((c) => c.slug === 'transfer-certificates')!
    expect(tc.indexes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ fields: ['admissionNumber', SCHOOL_FIELD], unique: true }),
        expect.objectContaining({ fields: ['tcNumber', SCHOOL_FIELD], unique: true }),
      ]),
    )
  })
})
