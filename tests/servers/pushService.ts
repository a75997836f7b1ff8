/**
 * A Web Push service on a loopback port, for the tests: `web-push-testing` (pinned exactly:
 * its model and Express app are used directly), served over TLS with a certificate made for
 * the run, since `web-push` sends over HTTPS only. Start the app with NODE_EXTRA_CA_CERTS set
 * to `certFile` (and 127.0.0.1 among NOTICES_PUSH_HOSTS). It checks each message's VAPID
 * signature against the subscription's key and decrypts it (RFC 8291), keeps what it
 * decrypted per subscription, and answers 410 for a subscription marked expired.
 *
 * What it cannot do is deliver to a browser: the tests hand Chromium the subscription it
 * makes (a page's `PushManager.subscribe` is replaced) and deliver the decrypted message to
 * the service worker over the DevTools protocol.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import https from 'node:https'
import type { AddressInfo } from 'node:net'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { IncomingMessage, ServerResponse } from 'node:http'

const require = createRequire(import.meta.url)

type Model = {
  notifyUrl: string
  subscribe(options: { applicationServerKey: string; userVisibleOnly: 'true' }): Promise<PushSubscriptionData>
  expireSubscription(clientHash: string): void
  getNotifications(body: { clientHash: string }): { messages: string[] }
}
export type PushSubscriptionData = { endpoint: string; keys: { p256dh: string; auth: string }; clientHash: string }
type App = ((req: IncomingMessage, res: ServerResponse) => void) & { use: (path: string, fn: (req: IncomingMessage, res: ServerResponse, next: () => void) => void) => void }

export class PushService {
  readonly certFile: string
  private readonly keyFile: string
  private model!: Model
  private server: https.Server | null = null
  /** Called for each message before the service reads it; `next()` lets it through. */
  onNotify: ((req: IncomingMessage, res: ServerResponse, next: () => void) => void) | null = null
  /** Messages that reached the service, accepted or not. */
  received = 0

  constructor(dir: string) {
    this.certFile = path.join(dir, 'push-cert.pem')
    this.keyFile = path.join(dir, 'push-key.pem')
  }

  async start() {
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
      '-keyout', this.keyFile, '-out', this.certFile, '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1',
    ], { stdio: 'pipe' })
    const { PushApiModel } = require('web-push-testing/src/PushApiModel.js') as { PushApiModel: new () => Model }
    const TestingServer = require('web-push-testing/src/server.js') as new (model: Model, port: number) => { _app: App; setRequestHandlers(): void }
    this.model = new PushApiModel()
    const testing = new TestingServer(this.model, 0)
    testing._app.use('/notify', (req, res, next) => {
      this.received++
      if (this.onNotify) this.onNotify(req, res, next)
      else next()
    })
    testing.setRequestHandlers()
    this.server = https.createServer({ key: fs.readFileSync(this.keyFile), cert: fs.readFileSync(this.certFile), keepAliveTimeout: 30_000 }, testing._app)
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve))
    this.model.notifyUrl = `https://127.0.0.1:${(this.server.address() as AddressInfo).port}/notify/`
  }

  /** A new subscription for the site whose VAPID public key is given, as a browser would get. */
  subscribe(applicationServerKey: string): Promise<PushSubscriptionData> {
    return this.model.subscribe({ applicationServerKey, userVisibleOnly: 'true' })
  }

  /** The subscription's browser ended it: the service answers 410 from now on. */
  expire(clientHash: string) {
    this.model.expireSubscription(clientHash)
  }

  /** The messages the service decrypted for one subscription. */
  messages(clientHash: string): string[] {
    return this.model.getNotifications({ clientHash }).messages
  }

  async stop() {
    this.server?.closeAllConnections()
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()))
  }
}
