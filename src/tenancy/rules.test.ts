import { describe, expect, it } from 'vitest'

import { domainOf, hostName, originFor, originsOf, schoolForCode, schoolForHost, schoolIdOf, schoolServedAt, siteOf, type SchoolEntry } from './rules'

const school = (id: number, code: string, domains: string[], status: SchoolEntry['status'] = 'active'): SchoolEntry => ({
  id,
  code,
  name: `School ${code}`,
  domains,
  status,
})

const ksr = school(1, 'KSR', ['ksr.example', 'www.ksr.example'])
const abc = school(2, 'ABC', ['abc.example'])

describe('hostName', () => {
  it('lower-cases and drops the port and a final dot', () => {
    expect(hostName('WWW.KSR.Example:3000')).toBe('www.ksr.example')
    expect(hostName('ksr.example.')).toBe('ksr.example')
    expect(hostName('localhost')).toBe('localhost')
    expect(hostName('[::1]:3000')).toBe('[::1]')
  })
  it('names nothing for what is not a host name, however long', () => {
    for (const bad of ['', 'ksr example', 'ksr.example/path', 'user@ksr.example', '-ksr.example', 'a..b', `${'a'.repeat(64)}.example`, 'x'.repeat(5000)]) {
      expect(hostName(bad), bad).toBeNull()
    }
    expect(hostName(undefined)).toBeNull()
  })
})

describe('domainOf', () => {
  it('takes a domain as staff paste it, from an address too', () => {
    expect(domainOf(' https://KSR.example/ ')).toBe('ksr.example')
    expect(domainOf('abc.example')).toBe('abc.example')
  })
  it('refuses a path, a port or an e-mail address', () => {
    expect(domainOf('ksr.example/news')).toBeNull()
    expect(domainOf('ksr.example:8080')).toBeNull()
    expect(domainOf('office@ksr.example')).toBeNull()
  })
})

describe('schoolForHost', () => {
  it('serves each school on its own domains', () => {
    expect(schoolForHost('www.ksr.example', [ksr, abc])).toEqual({ kind: 'school', school: ksr })
    expect(schoolForHost('abc.example', [ksr, abc])).toEqual({ kind: 'school', school: abc })
  })
  it('serves the only school on any host, localhost included', () => {
    expect(schoolForHost('localhost', [ksr])).toEqual({ kind: 'school', school: ksr })
    expect(schoolForHost(null, [ksr])).toEqual({ kind: 'school', school: ksr })
  })
  it('with several schools, gives an unknown host no school at all', () => {
    expect(schoolForHost('localhost', [ksr, abc])).toEqual({ kind: 'unknown' })
    expect(schoolForHost(null, [ksr, abc])).toEqual({ kind: 'unknown' })
  })
  it('does not serve a suspended school, nor hand its domain to another', () => {
    const paused = { ...abc, status: 'suspended' as const }
    expect(schoolForHost('abc.example', [ksr, paused])).toEqual({ kind: 'unknown' })
    expect(schoolForHost('abc.example', [paused])).toEqual({ kind: 'unknown' })
    expect(schoolForHost('localhost', [paused])).toEqual({ kind: 'unknown' })
  })
  it('knows the shared API host', () => {
    expect(schoolForHost('api.vendor.example', [ksr, abc], 'API.vendor.example')).toEqual({ kind: 'shared-api' })
    expect(schoolForHost('api.vendor.example', [ksr], null)).toEqual({ kind: 'school', school: ksr })
  })
})

describe('schoolForCode', () => {
  const schools = [ksr, abc]
  it('on a school’s own host, answers only its own code, spelled as the old host spelled it', () => {
    const onKsr = schoolForHost('ksr.example', schools)
    expect(schoolForCode(onKsr, 'KSR', schools)).toBe(ksr)
    expect(schoolForCode(onKsr, 'ABC', schools)).toBeNull()
    expect(schoolForCode(onKsr, 'ksr', schools)).toBeNull()
  })
  it('on the shared API host, answers every school served', () => {
    const shared = schoolForHost('api.vendor.example', schools, 'api.vendor.example')
    expect(schoolForCode(shared, 'KSR', schools)).toBe(ksr)
    expect(schoolForCode(shared, 'ABC', schools)).toBe(abc)
    expect(schoolForCode(shared, 'XYZ', schools)).toBeNull()
    expect(schoolForCode(shared, 'ABC', [ksr, { ...abc, status: 'suspended' }])).toBeNull()
  })
  it('answers nothing on an unknown host, or for a malformed code', () => {
    expect(schoolForCode({ kind: 'unknown' }, 'KSR', schools)).toBeNull()
    expect(schoolForCode(schoolForHost('ksr.example', schools), 'K$R', schools)).toBeNull()
    expect(schoolForCode(schoolForHost('ksr.example', schools), undefined, schools)).toBeNull()
  })
})

describe('schoolServedAt', () => {
  it('is the host’s school; on the shared API host, the only school served, else none', () => {
    expect(schoolServedAt(schoolForHost('abc.example', [ksr, abc]), [ksr, abc])).toBe(abc)
    expect(schoolServedAt({ kind: 'shared-api' }, [ksr])).toBe(ksr)
    expect(schoolServedAt({ kind: 'shared-api' }, [ksr, abc])).toBeNull()
    expect(schoolServedAt({ kind: 'shared-api' }, [ksr, { ...abc, status: 'suspended' }])).toBe(ksr)
    expect(schoolServedAt({ kind: 'unknown' }, [ksr])).toBeNull()
  })
})

describe('schoolIdOf', () => {
  it('reads a document’s school as stored or filled in, and nothing else', () => {
    expect(schoolIdOf({ school: 3 })).toBe(3)
    expect(schoolIdOf({ school: { id: 4, name: 'X' } })).toBe(4)
    expect(schoolIdOf({ school: null })).toBeNull()
    expect(schoolIdOf({ school: '3' })).toBeNull()
    expect(schoolIdOf(undefined)).toBeNull()
  })
})

describe('originFor', () => {
  it('gives the deployment’s address to the school it names, and each other school its first domain, same scheme and port', () => {
    expect(originFor({ domains: ['localhost'] }, 'http://localhost:3000')).toBe('http://localhost:3000')
    expect(originFor({ domains: ['riverside.localhost'] }, 'http://localhost:3000')).toBe('http://riverside.localhost:3000')
    expect(originFor({ domains: ['www.abc.example', 'abc.example'] }, 'https://ksr.example/')).toBe('https://www.abc.example')
    expect(originFor({ domains: ['abc.example', 'ksr.example'] }, 'https://ksr.example')).toBe('https://ksr.example')
    expect(originFor({ domains: [] }, 'https://ksr.example')).toBe('https://ksr.example')
  })
})

describe('originsOf', () => {
  const ksr: SchoolEntry = { id: 1, code: 'KSR', name: 'K', domains: ['ksr.example', 'www.ksr.example'], status: 'active' }
  const abc: SchoolEntry = { id: 2, code: 'ABC', name: 'A', domains: ['www.abc.example', 'abc.example'], status: 'active' }

  it('gives each school its own addresses only: every domain it lists, with the deployment’s scheme and port', () => {
    expect(originsOf(ksr, [ksr, abc], 'https://ksr.example')).toEqual(['https://ksr.example', 'https://www.ksr.example'])
    expect(originsOf(abc, [ksr, abc], 'https://ksr.example')).toEqual(['https://www.abc.example', 'https://abc.example'])
    expect(originsOf(abc, [ksr, abc], 'http://127.0.0.1:3000')).toEqual(['http://www.abc.example:3000', 'http://abc.example:3000'])
  })

  it('adds the deployment’s own address for the school served there, even unlisted (a one-school deployment)', () => {
    const only: SchoolEntry = { ...ksr, domains: [] }
    expect(originsOf(only, [only], 'https://vendor.example/')).toEqual(['https://vendor.example'])
    expect(originsOf(ksr, [ksr], 'http://127.0.0.1:3000')).toEqual(['http://127.0.0.1:3000', 'http://ksr.example:3000', 'http://www.ksr.example:3000'])
    // With several schools the deployment's address is none of abc's.
    expect(originsOf(abc, [ksr, abc], 'https://vendor.example')).not.toContain('https://vendor.example')
  })
})

describe('siteOf', () => {
  it('names a host’s site for the response cache: its school, the shared API host, or none', () => {
    const ksr: SchoolEntry = { id: 7, code: 'KSR', name: 'K', domains: ['ksr.example'], status: 'active' }
    expect(siteOf({ kind: 'school', school: ksr })).toBe('school:7')
    expect(siteOf({ kind: 'shared-api' })).toBe('shared-api')
    expect(siteOf({ kind: 'unknown' })).toBe('unknown')
  })
})
