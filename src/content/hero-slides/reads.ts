/** The public read of the home page's slides (the kit: src/data/queries). */
import 'server-only'

import { readList } from '@/data/queries'
import { slider } from './resource'

export const getHeroSlides = readList('hero-slides', { sort: slider.sort })
