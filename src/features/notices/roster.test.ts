import { describe, expect, it } from 'vitest'

import { audienceSentence, classIdsParam } from './audience'
import { classMatchKey, csvRecords, MAX_ROSTER_ROWS, parseRoster } from './roster'

describe('class rosters', () => {
  it('reads quoted fields, doubled quotes and line breaks inside quotes, numbering records by the line they start on', () => {
    expect(csvRecords('a,b\n"x, y","say ""hi"""\n"two\nlines",z\r\n\nlast,', ',')).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['x, y', 'say "hi"'] },
      { line: 3, fields: ['two\nlines', 'z'] },
      { line: 6, fields: ['last', ''] },
    ])
  })

  it('takes the header names ERPs use, semicolons or commas, with or without a byte-order mark', () => {
    for (const header of ['class,email', 'Class Section,E-mail', 'class_section,parent_email', '\uFEFFCLASS;Parent Email']) {
      const sep = header.includes(';') ? ';' : ','
      const parsed = parseRoster(`${header}\nVI-A${sep}a@parents.example\n`)
      expect(parsed, header).toEqual({ ok: true, rows: [{ line: 2, className: 'VI-A', email: 'a@parents.example', phone: null }], problems: [] })
    }
    expect(parseRoster('section,mobile\nB,09876543210\n')).toMatchObject({ ok: true, rows: [{ className: 'B', phone: '919876543210' }] })
    expect(parseRoster('class,section,parent_mobile\nVI,A,98765 43210\n')).toMatchObject({ ok: true, rows: [{ className: 'VI-A', phone: '919876543210' }] })
  })

  it('reports each unusable line by its number and refuses a file it cannot read at all', () => {
    const parsed = parseRoster('class,email,phone\nVI-A,,\n,a@parents.example,\nVI-A,bad,123\nVI-A,"ok@parents.example",123\n')
    expect(parsed).toEqual({
      ok: true,
      rows: [{ line: 5, className: 'VI-A', email: 'ok@parents.example', phone: null }],
      problems: [
        { line: 2, message: 'No e-mail address or mobile number.' },
        { line: 3, message: 'No class.' },
        { line: 4, message: '"bad" is not an e-mail address.' },
        { line: 4, message: '"123" is not a ten-digit Indian mobile number.' },
        { line: 5, message: '"123" is not a ten-digit Indian mobile number.' },
      ],
    })
    expect(parseRoster('')).toEqual({ ok: false, message: 'The file is empty.' })
    expect(parseRoster('name,email\nAsha,a@parents.example')).toMatchObject({ ok: false, message: expect.stringContaining('no class column') })
    expect(parseRoster('class,name\nVI-A,Asha')).toMatchObject({ ok: false, message: expect.stringContaining('no column of parents') })
    expect(parseRoster(`class,email\n${'VI-A,a@parents.example\n'.repeat(MAX_ROSTER_ROWS + 1)}`)).toMatchObject({ ok: false, message: expect.stringContaining('at most 20,000') })
  })

  it('matches class names however a roster spells them', () => {
    expect(new Set(['VI-A', 'vi a', 'VI/A', ' Vi.A'].map(classMatchKey)).size).toBe(1)
    expect(classMatchKey('VI-A')).not.toBe(classMatchKey('VI-B'))
  })
})

describe('who a notice goes to, in words', () => {
  it('names the school, the people per channel (in Indian grouping) and the classes; or that nobody would get it', () => {
    const school = { id: 1, name: 'Kestrel Springs Residential School' }
    expect(audienceSentence({ school, classes: [], counts: { email: 120400, push: 530, sms: 0 } })).toBe(
      'This notice goes to parents of Kestrel Springs Residential School: 1,20,400 by e-mail, 530 by phone (push) — the whole school',
    )
    expect(audienceSentence({ school, classes: [{ id: 3, name: 'X-B' }], counts: { email: 0, push: 0, sms: 0 } })).toBe(
      'No parent of Kestrel Springs Residential School would get this notice: none has asked for these notices for these classes — class X-B',
    )
    expect(classIdsParam('7, 3,x,3,-1,0', 60)).toEqual([7, 3])
    expect(classIdsParam(null, 60)).toEqual([])
  })
})
