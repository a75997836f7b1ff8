/**
 * The public resources, one module each: the old API's record (zod), its collection, its
 * order and the mappings both ways. The JSON API (src/api), its OpenAPI document,
 * content:export and content:import all derive from these.
 */
import { achievement } from './achievements/resource'
import { circular } from './circulars/resource'
import { events } from './events/resource'
import { faculty } from './faculty/resource'
import { gallery } from './gallery-albums/resource'
import { highlight } from './highlights/resource'
import type { Resource } from './kit'
import { media } from './media-items/resource'
import { news } from './news/resource'
import { notification } from './notifications/resource'
import { onlineRegistration } from './online-registrations/resource'
import { principalMessage } from './principal-message/resource'
import { slider } from './hero-slides/resource'
import { tc, TC_OPTIONAL_FIELDS, tcRequest, tcVerified } from '@/features/tc/resource'
import { topper } from './toppers/resource'

export { achievement, circular, events, faculty, gallery, highlight, media, news, notification, onlineRegistration, principalMessage, slider, tc, TC_OPTIONAL_FIELDS, tcRequest, tcVerified, topper }
export * from './kit'

/** In the order export writes and import reads them. */
export const RESOURCES: Resource[] = [
  highlight,
  news,
  events,
  gallery,
  notification,
  topper,
  achievement,
  onlineRegistration,
  slider,
  principalMessage,
  media,
  circular,
  faculty,
  tc,
]
