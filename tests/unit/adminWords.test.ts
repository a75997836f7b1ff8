/** The admin's words: labels in one style, a PDF's title from its file name. */
import { describe, expect, it } from 'vitest'

import { sentenceCase, singularOf, titleFromFileName } from '@/lib/admin'

describe('labels in sentence case', () => {
  it('turns field names into the labels the project writes ("Date of issue", not "Date Of Issue")', () => {
    expect(sentenceCase('dateOfIssue')).toBe('Date of issue')
    expect(sentenceCase('studentFullName')).toBe('Student full name')
    expect(sentenceCase('tcNumber')).toBe('TC number')
    expect(sentenceCase('teachersPGT')).toBe('Teachers PGT')
    expect(sentenceCase('embeddedPdf')).toBe('Embedded PDF')
    expect(sentenceCase('gallery-albums')).toBe('Gallery albums')
  })

  it('names one row of a list', () => {
    expect(singularOf('Feature cards')).toBe('Feature card')
    expect(singularOf('Committees')).toBe('Committee')
    expect(singularOf('Activities')).toBe('Activity')
    expect(singularOf('Date sheets')).toBe('Date sheet')
    expect(singularOf('Agenda')).toBe('Agenda')
  })
})

describe("a PDF's title from its file name", () => {
  it('drops the extension and reads dashes and underscores as spaces, keeping a dash between digits', () => {
    expect(titleFromFileName('fee-structure_2026-27.pdf')).toBe('Fee structure 2026-27')
    expect(titleFromFileName('Annual_Report__2025.PDF')).toBe('Annual Report 2025')
    expect(titleFromFileName('C:\\scans\\fire-safety certificate.pdf')).toBe('Fire safety certificate')
    expect(titleFromFileName('circular-12-03-2026.pdf')).toBe('Circular 12-03-2026')
  })
})
