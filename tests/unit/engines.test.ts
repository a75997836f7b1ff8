/**
 * `npm install` on the Node version the README names prints no EBADENGINE: every package the
 * lock file installs accepts this Node (npm warns for exactly those that do not).
 */
import fs from 'node:fs'
import path from 'node:path'

import semver from 'semver'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '..', '..')
type Locked = { engines?: Record<string, string> | string[]; optional?: boolean }
const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, Locked> }
const project = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { engines: { node: string } }

describe('engines', () => {
  it('the project runs on this Node', () => {
    expect(semver.satisfies(process.version, project.engines.node)).toBe(true)
  })

  it('every installed package accepts this Node, so npm install prints no EBADENGINE', () => {
    const refusing: string[] = []
    for (const [where, entry] of Object.entries(lock.packages)) {
      const range = entry.engines && !Array.isArray(entry.engines) ? entry.engines.node : undefined
      // Optional packages for other platforms are listed but not installed, and npm does not check them.
      if (!where || !range || !fs.existsSync(path.join(root, where))) continue
      if (!semver.satisfies(process.version, range, { includePrerelease: true })) refusing.push(`${where} (node ${range})`)
    }
    expect(refusing).toEqual([])
  })
})
