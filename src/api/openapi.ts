/**
 * The OpenAPI 3.1 description of the public JSON API, served at /api/openapi.json. The
 * record schemas come from the resources' zod schemas (src/content/<type>/resource.ts); tests validate every
 * endpoint's real responses against them.
 */
import 'server-only'

import { z } from 'zod'

import { RESOURCES, TC_OPTIONAL_FIELDS, tcRequest, tcVerified, type Resource } from '@/content/resources'
import { disclosureRecord } from '@/features/disclosure/resource'

const str = { type: 'string' } as const

/** A zod schema as the JSON Schema of what the API sends: every field present (but those named `optional`), no others. */
function outputSchema(schema: z.ZodType, optional: string[] = []): Record<string, unknown> {
  const { $schema: _ignored, ...json } = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as Record<string, unknown>
  const properties = json.properties as Record<string, unknown> | undefined
  return properties
    ? { ...json, required: Object.keys(properties).filter((k) => !optional.includes(k)), additionalProperties: false }
    : json
}

const object = (properties: Record<string, unknown>) => ({
  type: 'object',
  properties,
  required: Object.keys(properties),
  additionalProperties: false,
})

export const SCHEMAS: Record<string, Record<string, unknown>> = {
  ...Object.fromEntries(RESOURCES.map((r) => [r.schemaName, outputSchema(r.record)])),
  Disclosure: outputSchema(disclosureRecord),
  TcRequest: outputSchema(tcRequest),
  TcFound: object({ data: outputSchema(tcVerified, TC_OPTIONAL_FIELDS) }),
  TcNotFound: object({ data: { type: 'null' }, message: str }),
  Error: {
    type: 'object',
    properties: { error: str, message: str, field: str, data: { type: 'null' } },
    required: ['error', 'message'],
  },
}

/** Path → schema name of the items of its 200 array, for every list endpoint. */
export const LIST_ENDPOINTS: Record<string, string> = Object.fromEntries(
  RESOURCES.flatMap((r: Resource) => r.endpoints.map((e) => [e.path, r.schemaName])),
)

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` })
const jsonOf = (schema: unknown) => ({ 'application/json': { schema } })
const error = (description: string) => ({ description, content: jsonOf(ref('Error')) })
const school = { name: 'school', in: 'path', required: true, schema: str, description: "The school's code, e.g. KSR." }

/** The optional paging of every list endpoint (src/api/respond `listEndpoint`). */
export const PAGING = {
  limit: { name: 'limit', in: 'query', required: false, schema: { type: 'integer', minimum: 1, maximum: 1000 } },
  page: { name: 'page', in: 'query', required: false, schema: { type: 'integer', minimum: 1 } },
}

const list = (summary: string, item: string) => ({
  get: {
    summary,
    description:
      'Every published item, as one JSON array. With `limit` (and `page`, from 1) the array holds that page only; `X-Total-Count` gives the number of items, and `Link` the next and previous pages.',
    parameters: [school, PAGING.limit, PAGING.page],
    responses: {
      200: {
        description: 'A JSON array, published content only.',
        headers: {
          'X-Total-Count': { schema: { type: 'integer' }, description: 'How many items there are in all pages together.' },
          Link: { schema: str, description: 'With `limit`: the `next` and `prev` pages (RFC 8288).' },
        },
        content: jsonOf({ type: 'array', items: ref(item) }),
      },
      400: error('A malformed `limit` or `page` (named in `field`).'),
      404: error('Unknown school code.'),
    },
  },
})

export function openApiDocument() {
  const paths: Record<string, unknown> = {}
  for (const r of RESOURCES) for (const e of r.endpoints) paths[e.path] = list(e.summary, r.schemaName)
  paths['/api/subGallery'] = {
    get: {
      summary: 'One gallery album',
      parameters: [{ name: 'id', in: 'query', required: true, schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } }],
      responses: {
        200: { description: 'The album.', content: jsonOf(ref('Album')) },
        400: error('Missing or malformed id.'),
        404: error('No published album has this id.'),
      },
    },
  }
  paths['/api/disclosure/{school}'] = {
    get: {
      summary: 'Mandatory public disclosure (CBSE Appendix IX)',
      description:
        "Sections A–E with their items in CBSE's order and wording, section B's documents with issue and expiry dates, board results, the annual reports, and which items are not yet published (`missing`).",
      parameters: [school],
      responses: {
        200: { description: 'The disclosure, published content only.', content: jsonOf(ref('Disclosure')) },
        404: error('Unknown school code.'),
      },
    },
  }
  paths['/api/tc/{school}'] = {
    post: {
      summary: 'Verify a transfer certificate',
      description:
        'Answers one certificate, only for an exact match: the admission number exactly, and the name ignoring only case and runs of spaces. A failed match gets one message whichever field was wrong. The register cannot be listed: a request without both fields gets a 400 naming the missing one, and GET is refused (405) so that names stay out of URLs. The answer holds only what verifies the certificate (`admission`, `name`, `tcNumber`, `certificateUrl`); `class` and `dateOfIssue` keep their old names but are present only when the school turns them on in its TC lookup settings. A certificate past its "remove from lookup after" day is not found. Every lookup is logged for the school (time, client address, outcome; not the name or number searched for). Limited per client address.',
      parameters: [school],
      requestBody: { required: true, content: jsonOf(ref('TcRequest')) },
      responses: {
        200: { description: 'The certificate record.', content: jsonOf(ref('TcFound')) },
        400: error('Missing, empty or malformed field (named in `field`).'),
        404: { description: 'No match, or unknown school code.', content: jsonOf({ oneOf: [ref('TcNotFound'), ref('Error')] }) },
        429: { ...error('Too many lookups from this address.'), headers: { 'Retry-After': { schema: { type: 'integer' } } } },
      },
    },
    get: {
      summary: 'Not available: the register cannot be listed or searched by URL',
      parameters: [school],
      responses: { 405: error('Always: use POST with both fields.') },
    },
  }
  const file = (description: string, parameters: unknown[]) => ({
    get: {
      summary: description,
      parameters,
      responses: {
        200: { description: 'The file, with its content type; byte ranges are supported (206).' },
        400: error('A path this API does not serve (e.g. one that tries to leave the store).'),
        404: error('No such file.'),
      },
    },
  })
  const fileParam = { name: 'file', in: 'path', required: true, schema: str }
  paths['/api/image/{file}'] = file('A stored file by its reference', [fileParam])
  paths['/api/image/{school}/public/Images/{file}'] = file('A stored image by its old path', [school, fileParam])
  paths['/api/image/{school}/public/pdf/{file}'] = file('A stored PDF by its old path', [school, fileParam])
  return {
    openapi: '3.1.0',
    info: {
      title: 'School website public API',
      version: '1.1.0',
      description:
        'Read-only content of the school website at the old API paths, plus the transfer-certificate check. No credentials are needed; an `Authorization` header is accepted and ignored. Dates are ISO 8601. Lists return every published item unless paged with `limit` and `page`.',
    },
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    paths,
    components: { schemas: SCHEMAS },
  }
}
