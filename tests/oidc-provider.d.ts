/** The little of oidc-provider (which ships no types) the tests use: tests/oidcProvider.ts. */
declare module 'oidc-provider' {
  import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'

  type Interaction = { params: Record<string, string> }
  class Grant {
    constructor(options: { accountId: string; clientId: string })
    addOIDCScope(scope: string): void
    save(): Promise<string>
  }
  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>)
    Grant: typeof Grant
    callback(): RequestListener
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>
    interactionFinished(req: IncomingMessage, res: ServerResponse, result: Record<string, unknown>, options?: { mergeWithLastSubmission?: boolean }): Promise<void>
  }
}
