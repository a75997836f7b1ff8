/**
 * Checks before publishing, added once to every collection with drafts (src/content/index.ts):
 *
 * - a panel at the top of the edit form's sidebar that lists the draft's problems with a way to
 *   fix each (components/admin/PrepublishPanel), asked of the endpoint below after each save
 *   and on "Check again";
 * - `GET /cms-api/<collection>/<id>/prepublish`: the problems of the document's latest version,
 *   for staff who may read it;
 * - a hook that refuses to publish (400, whatever the path: admin, REST, GraphQL, Local API, a
 *   scheduled publish) while the document uses a photo of children its consent does not allow.
 *   Every other problem is a warning and never stops publishing.
 */
import { APIError, NotFound, Forbidden, type CollectionBeforeChangeHook, type CollectionConfig, type Endpoint, type Field } from 'payload'

import { apiError } from '@/lib/apiError'
import { isStaff } from '@/access/roles'
import { forSchoolOf } from '@/tenancy'
import { blockingProblems, problemsOfDocument } from '@/features/prepublish/checks'
import { refusalMessage } from '@/features/prepublish/rules'

type Doc = Record<string, unknown>


/** The panel's endpoint (see the header). */
export const prepublishEndpoint = (slug: string): Endpoint => ({
  path: '/:id/prepublish',
  method: 'get',
  handler: async (req) => {
    if (!isStaff(req.user)) return apiError(403, 'Sign in as staff to see the checks before publishing.')
    const id = req.routeParams?.id
    if ((typeof id !== 'string' && typeof id !== 'number') || !/^\d{1,12}$/.test(String(id))) {
      return apiError(400, 'id: give the number of a document.')
    }
    try {
      const problems = await problemsOfDocument(req, slug, id)
      return Response.json({ problems }, { headers: { 'Cache-Control': 'no-store' } })
    } catch (err) {
      // Another school's document, or one this account may not read: as if there were none.
      if (err instanceof NotFound || err instanceof Forbidden) return apiError(404, 'No such document.')
      throw err
    }
  },
})

/**
 * Publishing is refused while the document uses a photo of children whose consent does not
 * allow it (src/features/consent/rules.ts). A draft may be saved as it is.
 */
export const refuseChildPhotosWithoutConsent: CollectionBeforeChangeHook = async ({ data, originalDoc, req, collection }) => {
  if (data?._status !== 'published') return data
  const merged: Doc = { ...((originalDoc as Doc | undefined) ?? {}), ...data }
  let stored: Doc | null = null
  const id = (originalDoc as Doc | undefined)?.id
  if ((typeof id === 'number' || typeof id === 'string') && req.payload.config.localization) {
    // The other languages' stored draft is published with this one: their photos count too.
    // Read on a copy of the request (same transaction): the Local API sets the locale it is
    // given on the request, and this save must go on in its own language.
    const school = await forSchoolOf(req, merged)
    stored = school
      ? ((await school.findByID({ collection: collection.slug as 'news', id, draft: true, locale: 'all', depth: 0, disableErrors: true, req: { ...req } })) as unknown as Doc | null)
      : null
  }
  const message = refusalMessage(await blockingProblems(req, collection.slug, merged, stored, req.locale ?? undefined))
  if (message) throw new APIError(message, 400, undefined, true)
  return data
}

/** The panel in the edit form (a field that holds nothing). */
export const prepublishPanelField: Field = {
  name: 'prepublishChecks',
  label: 'Checks before publishing',
  type: 'ui',
  admin: {
    position: 'sidebar',
    disableListColumn: true,
    components: { Field: '@/components/admin/PrepublishPanel#PrepublishPanel' },
  },
}

const hasDrafts = (collection: CollectionConfig) => typeof collection.versions === 'object' && Boolean(collection.versions.drafts)

/** A collection with drafts, with the checks before publishing (see the header); any other as it is. */
export function withPrepublishChecks(collection: CollectionConfig): CollectionConfig {
  if (!hasDrafts(collection)) return collection
  const hooks = collection.hooks ?? {}
  return {
    ...collection,
    fields: [prepublishPanelField, ...collection.fields],
    endpoints: [...(collection.endpoints || []), prepublishEndpoint(collection.slug)],
    hooks: { ...hooks, beforeChange: [...(hooks.beforeChange ?? []), refuseChildPhotosWithoutConsent] },
  }
}
