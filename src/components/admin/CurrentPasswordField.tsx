'use client'
/** The "Current password" box on a staff member's own account, masked like Payload's password fields. */
import { PasswordField } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'

export const CurrentPasswordField: TextFieldClientComponent = ({ field, path }) => (
  <PasswordField
    autoComplete="current-password"
    field={{ name: field.name, label: field.label ?? 'Current password', admin: { description: field.admin?.description } }}
    path={path ?? field.name}
  />
)
