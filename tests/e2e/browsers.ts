/**
 * The e2e tests' browsers, both from Debian. Chromium's headless shell (package
 * chromium-headless-shell) draws pages with about half the CPU of the whole browser, which on
 * this 2-core machine shortens the run by a fifth: every spec uses it when it is installed. The
 * whole browser (package chromium) is for what the shell cannot do: showing a service worker's
 * notifications (the push test launches it itself, `launchWholeBrowser`). CHROMIUM_PATH names one
 * browser for all.
 */
import fs from 'node:fs'

import { chromium, type LaunchOptions } from '@playwright/test'

const WHOLE_BROWSER = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'

/** Playwright's launch options for the specs: the headless shell when installed. */
export const launchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : WHOLE_BROWSER),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
}

/** The whole browser, for a test that needs what only it does; the test closes it. */
export const launchWholeBrowser = () => chromium.launch({ ...launchOptions, executablePath: WHOLE_BROWSER })
