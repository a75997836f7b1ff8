import type { CollectionConfig } from 'payload'

import { admins } from '@/access'
import { importRun } from '@/fields'
import { updatedBy, VERSIONS_KEPT } from '@/hooks/history'
import { checkUpload, SCAN_RULE } from '@/hooks/uploadChecks'
import { revalidates, storedIn } from '@/content/shared'
import { contentType } from '@/content/facts'

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
    hooks: { beforeOperation: [checkUpload(SCAN_RULE)], ...revalidates },
    upload: { staticDir: storedIn('certificates'), mimeTypes: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'], pasteURL: false },
    fields: [importRun, updatedBy],
  },
  { upload: 'private', private: true },
)
