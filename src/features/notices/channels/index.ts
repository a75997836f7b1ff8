/**
 * Every way a notice reaches parents, each a folder of its own implementing ./channel.ts. The
 * sender (../sender.ts) and the queue (../queue.ts) know channels only through this list.
 */
import type { Channel } from './channel'
import { email } from './email'
import { push } from './push'
import { sms } from './sms'
import { whatsapp } from './whatsapp'

export const CHANNELS: readonly Channel[] = [email, push, sms, whatsapp]

/** The channel of that name, or undefined. */
export const channelNamed = (name: string): Channel | undefined => CHANNELS.find((c) => c.name === name)
