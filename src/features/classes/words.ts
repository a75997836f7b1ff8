/** The words an item for some classes shows them with ("For VI-A, VI-B"), in English and Hindi. */
import { defineWords } from '@/lib/i18n/catalogue'

export const CLASS_WORDS = defineWords('classes', {
  en: {
    /** `list`: the names, joined by commas. */
    forClasses: (list: string) => `For ${list}`,
  },
  hi: {
    forClasses: (list: string) => `कक्षा ${list} के लिए`,
  },
})
