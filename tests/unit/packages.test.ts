/** `npm test` on a machine without the Debian packages its tests start servers from. */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { installLine, TEST_PACKAGES } from '../packages'

const root = path.resolve(__dirname, '../..')

describe('npm test names what the machine lacks before it starts', () => {
  it('lists each missing package with what needs it, the install line, and a failed total, without starting Vitest', () => {
    // Only node on PATH: redis-server and PostgreSQL's tools are not found; nginx and Chromium are pointed elsewhere.
    const bin = fs.mkdtempSync(path.join(os.tmpdir(), 'path-'))
    fs.symlinkSync(process.execPath, path.join(bin, 'node'))
    const run = spawnSync(process.execPath, [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/test.ts'], {
      cwd: root,
      env: { NODE_ENV: 'test', HOME: process.env.HOME, PATH: bin, NGINX: '/nonexistent/nginx', CHROMIUM_PATH: '/nonexistent/chromium' },
      encoding: 'utf8',
      timeout: 60_000,
    })
    expect(run.stderr).toContain('npm test needs Debian packages that this machine lacks')
    for (const name of ['redis-server', 'nginx', 'chromium', 'postgresql']) expect(run.stderr).toMatch(new RegExp(`^  ${name}: for `, 'm'))
    expect(run.stderr).toContain(installLine())
    expect(run.stdout.trim()).toBe('0 passed, 1 failed')
    expect(run.status).toBe(1)
    expect(run.stdout + run.stderr).not.toMatch(/RUN\s+v\d/) // Vitest never started
    fs.rmSync(bin, { recursive: true, force: true })
  })

  it('README gives the same one install line', () => {
    expect(TEST_PACKAGES.map((p) => p.name)).toEqual(expect.arrayContaining(['chromium', 'postgresql', 'redis-server', 'nginx', 'libfaketime']))
    expect(fs.readFileSync(path.join(root, 'README.md'), 'utf8').replace(/\s+/g, ' ')).toContain(installLine())
  })
})
