import { RichText as LexicalRichText } from '@payloadcms/richtext-lexical/react'
import type { ComponentProps } from 'react'

type Data = ComponentProps<typeof LexicalRichText>['data']

/** Rich text written in the admin, rendered to HTML on the server. */
export function RichText({ data }: { data: Data | null | undefined }) {
  if (!data) return null
  return <LexicalRichText data={data} className="rich-text" />
}
