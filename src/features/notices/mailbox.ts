/**
 * The cap on confirmation e-mails to one mailbox (./rules `mailboxOf`), over every school of the
 * deployment and every way one is sent: the Get notices form (./subscribe.server.ts) and a class
 * roster's import (./rosterImport.ts) spend the same allowance.
 */
import { sharedLimiter } from '@/server/rateLimit'

/** Confirmation e-mails one mailbox may be sent in an hour, over every school of the deployment. */
export const MAIL_PER_MAILBOX = 3

export const mailboxLimiter = () => sharedLimiter('notices-mailbox', MAIL_PER_MAILBOX, 3600)
