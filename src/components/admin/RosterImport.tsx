/**
 * Notices to parents → Subscribers → Import class roster (`/admin/import-roster`, administrators
 * only): a CSV from the school's ERP, each line a class and a parent's e-mail address or mobile
 * number, made into subscriptions waiting for the parent's confirmation
 * (src/features/notices/rosterImport.ts). The form and its result are ./RosterImportForm.
 */
import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'

import { isAdmin } from '@/access/roles'
import { schoolOfStaff } from '@/tenancy'
import { MAX_ROSTER_BYTES, MAX_ROSTER_ROWS } from '@/features/notices/roster'
import { RosterImportForm } from './RosterImportForm'

export async function RosterImportView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, locale, visibleEntities } = initPageResult
  const allowed = isAdmin(req.user as { role?: 'admin' } | null)
  const school = allowed ? await schoolOfStaff(req) : null
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <Gutter>
        <h1>Import class roster</h1>
        {!allowed ? (
          <p role="alert">Only administrators can import a class roster.</p>
        ) : !school ? (
          <p role="alert">Choose the school with the school switch at the top of the menu first.</p>
        ) : (
          <>
            <p>
              Parents of <strong>{school.name}</strong> from a spreadsheet your school’s ERP exports (CSV): one line per parent, with a column for the class (
              <code>class</code>, <code>section</code> or <code>class_section</code>) and one for the parent’s e-mail address or mobile number (<code>email</code>,{' '}
              <code>parent_email</code>, <code>phone</code>, <code>mobile</code>, <code>parent_mobile</code>). At most {MAX_ROSTER_BYTES / 1024 / 1024} MB and{' '}
              {MAX_ROSTER_ROWS.toLocaleString('en-IN')} lines.
            </p>
            <p>
              Each parent is added <strong>waiting for their confirmation</strong>, for every kind of notice and their child’s class. Nothing is sent to them but one
              e-mail asking them to confirm; a mobile number gets nothing until the parent asks for a code with it on the Get notices page. A parent who is already
              subscribed is left as they are.
            </p>
            <RosterImportForm />
          </>
        )}
      </Gutter>
    </DefaultTemplate>
  )
}
