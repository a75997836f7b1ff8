import { pdf } from '@/fields'
import { contentPage } from './shared'

/** The PDFs the menu opens in a new tab. */
export const Downloads = contentPage('downloads', 'Holiday list & academic calendar', [
  pdf('holidayList', { label: 'Holiday list (PDF)' }),
  pdf('academicCalendar', { label: 'Academic calendar (PDF)' }),
])
