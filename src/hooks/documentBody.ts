/**
 * A document's fields are a JSON object. Payload's field walk reads each field from the data it
 * is given, and failed with a server error (500, "Cannot read properties of null") on a create
 * or update whose body was anything else: `null`, a string, a number, or no data at all (a
 * Content-Type it does not read, such as text/plain; a multipart form without its `_payload`
 * field); an array was taken as an empty document. Every collection's create and update
 * (Payload's own collections too, set on the sanitized config), and every global's update,
 * refuses such data first with 400
 * and a sentence naming the body, in Payload's error shape. Only an upload's file may come alone
 * (Payload makes the document's fields from the file), and a duplicate's data is Payload's own.
 */
import { APIError, type CollectionBeforeOperationHook, type GlobalBeforeOperationHook, type SanitizedConfig } from 'payload'

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** What the body was, for the message; `undefined` when Payload read no data from it. */
function whatWasSent(data: unknown, headers: Headers): string {
  if (data === null) return 'it is null'
  if (Array.isArray(data)) return 'it is an array'
  if (data !== undefined) return `it is a ${typeof data}`
  const type = (headers.get('content-type') ?? '').split(';', 1)[0]!.trim()
  if (!type) return 'the request has none'
  if (type.toLowerCase().startsWith('multipart/')) return 'the form has no _payload field'
  return `its Content-Type is ${type.slice(0, 100)}`
}

export const bodyMessage = (what: string) =>
  `The body must be the document's fields as a JSON object (Content-Type: application/json), or a multipart form with them as JSON in its _payload field; ${what}.`

/** Create and update: the data is an object (an upload's file alone, and a duplicate, excepted). */
export const documentDataIsAnObject: CollectionBeforeOperationHook = ({ args, collection, operation, req }) => {
  if (operation !== 'create' && operation !== 'update') return args
  const { data, duplicateFromID } = args as { data?: unknown; duplicateFromID?: unknown }
  if (isObject(data)) return args
  if (data === undefined && ((collection.upload && req.file) || duplicateFromID !== undefined)) return args
  throw new APIError(bodyMessage(whatWasSent(data, req.headers)), 400, undefined, true)
}

/** A global's update: the data is an object. */
export const globalDataIsAnObject: GlobalBeforeOperationHook = ({ args, operation, req }) => {
  const { data } = args as { data?: unknown }
  if (operation !== 'update' || isObject(data)) return args
  throw new APIError(bodyMessage(whatWasSent(data, req.headers)), 400, undefined, true)
}

/** Sets the checks first on every collection and global of the sanitized config (Payload adds its own collections while it sanitizes). */
export function documentBodiesChecked(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) collection.hooks.beforeOperation = [documentDataIsAnObject, ...(collection.hooks.beforeOperation ?? [])]
  for (const global of config.globals) global.hooks.beforeOperation = [globalDataIsAnObject, ...(global.hooks.beforeOperation ?? [])]
  return config
}
