/**
 * The admin's server functions that take a document by its id and act past its access: only for
 * a document the person may open (./payloadCollections.ts `mayOpen`). Payload's "form-state"
 * locks the document it is given (in the caller's name, straight in the database), whatever
 * school it is; the others it offers read with the caller's access already.
 */
import { Forbidden, type ServerFunction } from 'payload'
import { buildFormStateHandler } from '@payloadcms/ui/utilities/buildFormState'

import { mayOpen } from './payloadCollections'

type WithDocument = { id?: number | string | null; collectionSlug?: string | null }

/** Payload's "form-state", for documents within reach only. */
export const formStateWithinReach: ServerFunction = async (args) => {
  const { id, collectionSlug } = args as WithDocument
  if (collectionSlug && id !== undefined && id !== null && id !== '' && !(await mayOpen(args.req, collectionSlug, id))) throw new Forbidden(args.req.t)
  return buildFormStateHandler(args as Parameters<typeof buildFormStateHandler>[0])
}
