/** The category filter's and label's words. */
import { defineWords } from '@/lib/i18n/catalogue'

export const CATEGORY_WORDS = defineWords('categories', {
  en: {
    category: 'Category',
    all: 'All categories',
    show: 'Show',
    none: 'Nothing in this category yet.',
  },
  hi: {
    category: 'श्रेणी',
    all: 'सभी श्रेणियाँ',
    show: 'दिखाएँ',
    none: 'इस श्रेणी में अभी कुछ नहीं है।',
  },
})
