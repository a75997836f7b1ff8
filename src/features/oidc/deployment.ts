import { env } from '@/env'

/** A host name of this machine. */
const isLoopbackHost = (host: string) => /^((.+\.)?localhost|127(\.\d{1,3}){3}|\[::1\])$/i.test(host)

/**
 * Whether this deployment is served from this machine only (SERVER_URL unset or a loopback
 * address): a test's or a developer's, where a school may name a sign-in provider running on
 * this machine too. A real deployment has a public SERVER_URL.
 */
export const isLoopbackDeployment = (): boolean => {
  const url = env().SERVER_URL
  return !url || isLoopbackHost(new URL(url).hostname)
}
