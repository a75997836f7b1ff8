import { describe, expect, it } from 'vitest'

import { brandColourOf, brandColourProblem, contrastRatio, DEFAULT_BRAND_COLOUR } from '@/lib/brandColour'

describe('a school’s brand colour', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2)
  })

  it('takes a dark colour that reads on every page colour and under white text', () => {
    expect(brandColourProblem(DEFAULT_BRAND_COLOUR)).toBeNull()
    expect(brandColourProblem('#1f4d2b')).toBeNull()
  })

  it('refuses a light colour, naming what it would not read against', () => {
    expect(brandColourProblem('#f9e17a')).toMatch(/too light to read against white text, the yellow page colour/)
    expect(brandColourProblem('#2b6cb0')).toMatch(/the blue page colour/)
  })

  it('refuses what is not a colour written as #rrggbb', () => {
    for (const v of ['red', '#12345', '123c73', '#12345g', 'url(x)', '#123c73;color:red']) expect(brandColourProblem(v), v).toMatch(/six digits/)
  })

  it('falls back to the site’s own colour for none or one that would not do', () => {
    expect(brandColourOf(null)).toBe(DEFAULT_BRAND_COLOUR)
    expect(brandColourOf('#FFFF00')).toBe(DEFAULT_BRAND_COLOUR)
    expect(brandColourOf(' #1F4D2B ')).toBe('#1f4d2b')
  })
})
