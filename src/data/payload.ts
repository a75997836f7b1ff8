import 'server-only'

import config from '@payload-config'
import { getPayload } from 'payload'

/** The Payload Local API, initialised once per server process. */
export const payloadClient = () => getPayload({ config })
