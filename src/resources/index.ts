/**
 * The public resources, one module each: the old API's record (zod), its collection, its
 * order and the mappings both ways. The JSON API (src/api), its OpenAPI document,
 * content:export and content:import all derive from these.
 */
import { circular } from './circular'
import { events } from './events'
import { faculty } from './faculty'
import { gallery } from './gallery'
import { highlight } from './highlight'
import type { Resource } from './kit'
import { media } from './media'
import { news } from './news'
import { notification } from './notification'
import { onlineRegistration } from './onlineRegistration'
import { principalMessage } from './principalMessage'
import { slider } from './slider'
import { tc, TC_OPTIONAL_FIELDS, tcRequest, tcVerified } from './tc'
import { topper } from './topper'

export { circular, events, faculty, gallery, highlight, media, news, notification, onlineRegistration, principalMessage, slider, tc, TC_OPTIONAL_FIELDS, tcRequest, tcVerified, topper }
export * from './kit'

/** In the order export writes and import reads them. */
export const RESOURCES: Resource[] = [
  highlight,
  news,
  events,
  gallery,
  notification,
  topper,
  onlineRegistration,
  slider,
  principalMessage,
  media,
  circular,
  faculty,
  tc,
]
