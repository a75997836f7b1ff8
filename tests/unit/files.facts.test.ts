import { describe, expect, it } from 'vitest'

import { collections } from '@/content'
import { slugsWhere } from '@/content/facts'
import { PUBLIC_FILE_COLLECTIONS, resolveStoredFile } from '@/lib/files'

describe('public uploads', () => {
  it('are exactly the upload collections whose facts say public: the file routes and the types agree', () => {
    expect([...slugsWhere(collections, (f) => f.upload === 'public')].sort()).toEqual([...PUBLIC_FILE_COLLECTIONS].sort())
    expect(slugsWhere(collections, (f) => f.upload === 'private')).toEqual(['certificates', 'application-files'])
  })

  it('never resolve a file of a private collection (TC scans, a family’s documents)', () => {
    expect(resolveStoredFile('/store', 'certificates', 'tc.pdf')).toBeNull()
    expect(resolveStoredFile('/store', 'application-files', 'KSR-27-NUR-00001-birth.pdf')).toBeNull()
    expect(resolveStoredFile('/store', 'documents', 'tc.pdf')).toBe('/store/documents/tc.pdf')
  })
})
