import { env } from '@/env'
import { DEFAULT_PUSH_HOSTS } from './push'

/** The push services notices may be sent to: NOTICES_PUSH_HOSTS, else the browsers' own. */
export const pushHosts = (): string[] => env().NOTICES_PUSH_HOSTS?.split(/\s+/).filter(Boolean) ?? DEFAULT_PUSH_HOSTS
