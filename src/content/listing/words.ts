/** The words of the list and item pages of types with a listing of their own (src/content/listing). */
import { defineWords } from '@/lib/i18n/catalogue'

export const LISTING_WORDS = defineWords('listing', {
  en: {
    none: 'Nothing has been added here yet.',
    all: (name: string) => `All ${name.toLowerCase()}`,
  },
  hi: {
    none: 'यहाँ अभी कुछ नहीं जोड़ा गया है।',
    all: (name: string) => `सभी ${name}`,
  },
})
