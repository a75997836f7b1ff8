'use client'
/** A secret typed into a settings page (a school's sign-in client secret), masked like Payload's password fields and never filled in by the browser. */
import { PasswordField } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'

export const SecretField: TextFieldClientComponent = ({ field, path }) => (
  <PasswordField
    autoComplete="new-password"
    field={{ name: field.name, label: field.label ?? 'Secret', admin: { description: field.admin?.description } }}
    path={path ?? field.name}
  />
)
