import type { AfterErrorHook } from 'payload'

import { BAD_QUERY_MESSAGE, isBadQuery } from '@/lib/badQuery'

/** A malformed query to Payload's REST or GraphQL API gets 400 with a plain message, not 500. */
export const badQueryIs400: AfterErrorHook = ({ error }) =>
  isBadQuery(error) ? { status: 400, response: { errors: [{ message: BAD_QUERY_MESSAGE }] } } : undefined
