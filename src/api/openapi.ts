/**
 * The OpenAPI 3.1 description of the public JSON API, served at /api/openapi.json. Tests
 * validate every endpoint's real responses against these schemas.
 */
const str = { type: 'string' } as const
const nullableStr = { type: ['string', 'null'] } as const
const isoDate = { type: 'string', format: 'date-time' } as const
const nullableDate = { type: ['string', 'null'], format: 'date-time' } as const
const fileRefs = { type: 'array', items: str, description: 'File references; each is served at /api/image/{v}.' } as const

const object = (properties: Record<string, unknown>, required = Object.keys(properties)) => ({
  type: 'object',
  properties,
  required,
  additionalProperties: false,
})

export const SCHEMAS = {
  Highlight: object({ _id: str, description: str, attachments: fileRefs }),
  News: object({ _id: str, id: str, title: str, description: str, fromDate: isoDate, date: nullableDate, attachments: fileRefs }),
  Event: object({ _id: str, date: isoDate, time: nullableStr, title: str, description: nullableStr, venue: nullableStr, images: fileRefs }),
  Album: object({ _id: str, date: isoDate, title: str, description: nullableStr, attachments: fileRefs }),
  Notification: object({
    _id: str,
    title: str,
    description: nullableStr,
    image: fileRefs,
    attachments: fileRefs,
    url: nullableStr,
    showUntil: nullableDate,
  }),
  Topper: object({
    _id: str,
    name: str,
    class: { enum: ['X', 'XII'] },
    division: { type: 'number', minimum: 0, maximum: 100, description: 'The percentage.' },
    stream: nullableStr,
    attachments: fileRefs,
    'sessionYear ': { ...str, description: 'The old field name, with its trailing space.' },
    sessionYear: { type: 'string', pattern: '^\\d{4}-\\d{2}$' },
  }),
  OnlineRegistration: object({ _id: str, title: str, attachments: fileRefs }),
  Slide: object({ _id: str, title: str, attachments: fileRefs, order: { type: 'number' } }),
  Testimonial: object({ _id: str, name: str, category: str, message: str, attachments: fileRefs }),
  MediaItem: object({ _id: str, title: str, date: isoDate, attachments: { ...nullableStr, description: 'An image path, served at /api/image/{v}.' } }),
  Circular: object({ _id: str, category: { enum: ['News Letter', 'Loquacity'] }, date: nullableDate, title: str, attachments: fileRefs }),
  Faculty: object({ _id: str, name: str, designation: str, category: str, order: { type: 'string', pattern: '^-?\\d+$' } }),
  TcRequest: object({ name: str, admission: { type: 'integer', minimum: 1 } }),
  TcFound: object({
    data: object({
      admission: { type: 'integer' },
      name: str,
      class: str,
      dateOfIssue: { type: 'string', format: 'date' },
      tcNumber: str,
      certificateUrl: nullableStr,
    }),
  }),
  TcNotFound: object({ data: { type: 'null' }, message: str }),
  Error: {
    type: 'object',
    properties: { error: str, message: str, field: str, data: { type: 'null' } },
    required: ['error', 'message'],
  },
} as const

type SchemaName = keyof typeof SCHEMAS
const ref = (name: SchemaName) => ({ $ref: `#/components/schemas/${name}` })
const jsonOf = (schema: unknown) => ({ 'application/json': { schema } })
const error = (description: string) => ({ description, content: jsonOf(ref('Error')) })
const school = { name: 'school', in: 'path', required: true, schema: str, description: "The school's code, e.g. KSR." }

const list = (summary: string, item: SchemaName) => ({
  get: {
    summary,
    parameters: [school],
    responses: {
      200: { description: 'A JSON array, published content only.', content: jsonOf({ type: 'array', items: ref(item) }) },
      404: error('Unknown school code.'),
    },
  },
})

/** Path → { method → schema name of the 200 response } for the tests. */
export const LIST_ENDPOINTS: Record<string, SchemaName> = {
  '/api/highlight/{school}': 'Highlight',
  '/api/news/{school}': 'News',
  '/api/events/{school}': 'Event',
  '/api/events/All/{school}': 'Event',
  '/api/gallery/{school}': 'Album',
  '/api/gallery/All/{school}': 'Album',
  '/api/notification/{school}': 'Notification',
  '/api/topper/{school}': 'Topper',
  '/api/onlineRegistration/{school}': 'OnlineRegistration',
  '/api/slider/{school}': 'Slide',
  '/api/principalMessage/{school}': 'Testimonial',
  '/api/media/{school}': 'MediaItem',
  '/api/circular/all/{school}': 'Circular',
  '/api/faculty/all/{school}': 'Faculty',
}

const SUMMARIES: Record<string, string> = {
  '/api/highlight/{school}': 'Highlights (the home-page marquee)',
  '/api/news/{school}': 'News, newest first',
  '/api/events/{school}': 'Recent events (as on the home page)',
  '/api/events/All/{school}': 'All events',
  '/api/gallery/{school}': 'Recent gallery albums (as on the home page)',
  '/api/gallery/All/{school}': 'All gallery albums',
  '/api/notification/{school}': 'Current notifications (expired ones left out)',
  '/api/topper/{school}': 'Toppers of Std X and XII',
  '/api/onlineRegistration/{school}': 'Online-registration banners',
  '/api/slider/{school}': 'Home-page hero slides',
  '/api/principalMessage/{school}': 'Message Corner testimonials',
  '/api/media/{school}': 'Media gallery items',
  '/api/circular/all/{school}': 'Circulars and newsletters',
  '/api/faculty/all/{school}': 'Faculty, in display order',
}

export function openApiDocument() {
  const paths: Record<string, unknown> = {}
  for (const [path, item] of Object.entries(LIST_ENDPOINTS)) paths[path] = list(SUMMARIES[path] ?? path, item)
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
  paths['/api/tc/{school}'] = {
    post: {
      summary: 'Verify a transfer certificate',
      description:
        'The admission number must match exactly and the name case-insensitively, spaces collapsed. A failed match gets one message whichever field was wrong. Limited per client address.',
      parameters: [school],
      requestBody: { required: true, content: jsonOf(ref('TcRequest')) },
      responses: {
        200: { description: 'The certificate record.', content: jsonOf(ref('TcFound')) },
        400: error('Missing, empty or malformed field (named in `field`).'),
        404: { description: 'No match, or unknown school code.', content: jsonOf({ oneOf: [ref('TcNotFound'), ref('Error')] }) },
        429: { ...error('Too many lookups from this address.'), headers: { 'Retry-After': { schema: { type: 'integer' } } } },
      },
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
      version: '1.0.0',
      description:
        'Read-only content of the school website at the old API paths, plus the transfer-certificate check. No credentials are needed; an `Authorization` header is accepted and ignored. Dates are ISO 8601.',
    },
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    paths,
    components: { schemas: SCHEMAS },
  }
}
