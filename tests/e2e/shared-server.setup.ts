/** The "shared server" project's first step: the shared server (started in ./shared-server.ts) serves. */
import { expect, test } from '@playwright/test'

import { answers } from '../servers/site'

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

test('the shared server starts', async ({ baseURL }) => {
  // Its start-up (migrations, the demo content, the first render) on a busy machine.
  test.setTimeout(15 * 60_000)
  const pid = Number(process.env.E2E_SERVER_PID)
  while (!(await answers(`${baseURL}/`))) {
    expect(alive(pid), 'the shared server exited: its output is above, after [shared server]').toBe(true)
    await new Promise((r) => setTimeout(r, 500))
  }
})
