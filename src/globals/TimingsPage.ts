import { table, textList } from '@/fields'
import { contentPage } from './shared'

export const TimingsPage = contentPage('timings-page', 'School timings', [
  table('classTimings', 'Class timings', [
    { name: 'classes', label: 'Classes', outline: true },
    { name: 'summer', label: 'Summer' },
    { name: 'winter', label: 'Winter' },
  ]),
  table('busDepartures', 'Bus departures', [
    { name: 'days', label: 'Days', outline: true },
    { name: 'summer', label: 'Summer' },
    { name: 'winter', label: 'Winter' },
  ]),
  table('officeHours', 'Office hours', [
    { name: 'office', label: 'Office', outline: true },
    { name: 'hours', label: 'Hours' },
  ]),
  textList('notes', 'Notes', 'Note'),
])
