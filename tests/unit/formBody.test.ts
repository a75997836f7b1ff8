import { describe, expect, it } from 'vitest'

import { formBodyProblem, formParserFor, NO_BOUNDARY, NOT_A_FORM } from '@/lib/formBody'

const FORM = 'multipart/form-data; boundary=xyz'
const bytes = (s: string) => new TextEncoder().encode(s)
const part = (headers: string, value = '1') => `--xyz\r\n${headers}\r\n\r\n${value}\r\n`
const field = part('Content-Disposition: form-data; name="a"')

describe('which parser reads a form body', () => {
  it('Payload’s (busboy) for multipart writes to /cms-api; Next’s (fetch) for multipart/form-data POSTs elsewhere', () => {
    expect(formParserFor('POST', '/cms-api/users/login', FORM)).toBe('busboy')
    expect(formParserFor('PATCH', '/cms-api/images/1', 'multipart/mixed; boundary=a')).toBe('busboy')
    expect(formParserFor('POST', '/cms-api/graphql', 'Multipart/Form-Data')).toBe('busboy')
    expect(formParserFor('POST', '/tc', FORM)).toBe('fetch')
    expect(formParserFor('POST', '/', 'multipart/form-data')).toBe('fetch')
  })
  it('none for other bodies and methods, which nothing reads as a multipart form', () => {
    expect(formParserFor('POST', '/cms-api/users/login', 'application/json')).toBeNull()
    expect(formParserFor('GET', '/cms-api/news', FORM)).toBeNull()
    expect(formParserFor('PUT', '/tc', FORM)).toBeNull()
    expect(formParserFor('POST', '/tc', 'application/x-www-form-urlencoded')).toBeNull()
    expect(formParserFor('POST', '/tc', 'multipart/mixed; boundary=a')).toBeNull()
    expect(formParserFor('POST', '/tc', null)).toBeNull()
  })
})

describe('form bodies that cannot be read', () => {
  it('passes real forms, with either parser', async () => {
    const body = `${field}${part('Content-Disposition: form-data; name="file"; filename="फ़ाइल.pdf"\r\nContent-Type: application/pdf', '%PDF')}--xyz--\r\n`
    for (const parser of ['busboy', 'fetch'] as const) {
      expect(await formBodyProblem(FORM, bytes(body), parser), parser).toBeNull()
      expect(await formBodyProblem('multipart/form-data; boundary="xyz"', bytes(body), parser), parser).toBeNull()
    }
  })
  it('passes what Payload’s parser reads though fetch’s does not (a preamble, RFC 2231 file names)', async () => {
    const body = `preamble\r\n${part('Content-Disposition: form-data; name="file"; filename*=UTF-8\'\'%E0%A4%AB.pdf')}--xyz--\r\n`
    expect(await formBodyProblem(FORM, bytes(body), 'busboy')).toBeNull()
    expect(await formBodyProblem(FORM, bytes(body), 'fetch')).toBe(NOT_A_FORM)
  })
  it('finds a body that is not multipart, one cut short, an empty one, and a Content-Type without a boundary', async () => {
    for (const parser of ['busboy', 'fetch'] as const) {
      expect(await formBodyProblem(FORM, bytes('hello'), parser), parser).toBe(NOT_A_FORM)
      expect(await formBodyProblem(FORM, bytes(`${field}--xyz\r\nContent-Disposition: form-data; name="b"\r\n\r\nhal`), parser), parser).toBe(
        NOT_A_FORM,
      )
      expect(await formBodyProblem(FORM, bytes(''), parser), parser).toBe(NOT_A_FORM)
      expect(await formBodyProblem('multipart/form-data', bytes(`${field}--xyz--\r\n`), parser), parser).toBe(NO_BOUNDARY)
    }
    expect(await formBodyProblem('multipart/mixed; boundary=xyz', bytes(`${field}--xyz--\r\n`), 'busboy')).toBe(NOT_A_FORM)
  })
})

describe('a file part cut short', () => {
  it('is a body that cannot be read, and raises no uncaught exception in the server', async () => {
    const uncaught: unknown[] = []
    const heard = (err: unknown) => void uncaught.push(err)
    process.on('uncaughtException', heard)
    try {
      const cut = `${field}--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7 and then nothing`
      expect(await formBodyProblem(FORM, bytes(cut), 'busboy')).toBe(NOT_A_FORM)
      // A stream's error is emitted on a later tick: wait until the ticks after the answer have run.
      await new Promise((resolve) => setImmediate(resolve))
      await new Promise((resolve) => setImmediate(resolve))
    } finally {
      process.off('uncaughtException', heard)
    }
    expect(uncaught.map(String)).toEqual([])
  })
})
