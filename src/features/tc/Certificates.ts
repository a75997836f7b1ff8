import type { CollectionBeforeDeleteHook, CollectionConfig } from 'payload'
import { APIError } from 'payload'

import { admins } from '@/access'
import { importRun } from '@/fields'
import { updatedBy, VERSIONS_KEPT } from '@/hooks/history'
import { checkUpload, SCAN_RULE } from '@/hooks/uploadChecks'
import { revalidates, storedIn } from '@/content/shared'
import { contentType } from '@/content/facts'
import { allSchools } from '@/tenancy'

/**
 * A scan that a transfer certificate shows cannot be deleted: the TC gets another scan (or is
 * deleted) first. Earlier versions of a TC whose scan was since replaced go with the old scan:
 * without it they could not be restored, and the database keeps no version without its scan.
 */
const keepWhileShown: CollectionBeforeDeleteHook = async ({ id, req }) => {
  // Every school's: a scan is only ever linked within its own school (src/tenancy/relations).
  const all = allSchools(req.payload, 'references', req)
  const { docs } = await all.find({
    collection: 'transfer-certificates',
    where: { certificate: { equals: id } },
    select: { tcNumber: true },
    depth: 0,
    limit: 5,
    pagination: false,
    trash: true,
  })
  if (docs.length) {
    const numbers = docs.map((d) => d.tcNumber).join(', ')
    throw new APIError(`This scan is the certificate of TC ${numbers}. Give that transfer certificate another scan, or delete it, first.`, 400, undefined, true)
  }
  await all.db.deleteVersions({ collection: 'transfer-certificates', where: { 'version.certificate': { equals: id } }, req })
}

/**
 * Scanned transfer certificates. Not listed publicly: a receiving school reaches one
 * certificate through the TC lookup (admission number and name), never by browsing.
 */
export const Certificates: CollectionConfig = contentType(
  {
    slug: 'certificates',
    labels: { singular: 'TC scan', plural: 'TC scans' },
    admin: { useAsTitle: 'filename', group: 'Transfer certificates' },
    access: { read: admins, create: admins, update: admins, delete: admins, readVersions: admins },
    versions: { maxPerDoc: VERSIONS_KEPT },
    hooks: { beforeOperation: [checkUpload(SCAN_RULE)], beforeDelete: [keepWhileShown], ...revalidates },
    upload: { staticDir: storedIn('certificates'), mimeTypes: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'], pasteURL: false },
    fields: [importRun, updatedBy],
  },
  { upload: 'private', private: true },
)
