/** The public read of the faculty (the kit: src/data/queries). */
import 'server-only'

import { ALL, readList } from '@/data/queries'
import { faculty } from './resource'

export const getFaculty = readList('faculty', { sort: faculty.sort, limit: ALL, depth: 0 })
