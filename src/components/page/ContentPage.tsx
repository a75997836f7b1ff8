import type { ReactNode } from 'react'

import { env } from '@/env'
import { breadcrumbJsonLd } from '@/lib/structuredData'
import { Breadcrumb } from '../Breadcrumb'
import { JsonLd } from '../JsonLd'
import { LastUpdated } from './LastUpdated'

/**
 * An inner page: breadcrumb from Home (also as structured data), the page's heading, its
 * content, then when that content last changed (GIGW 3.0).
 */
export function ContentPage({
  title,
  trail,
  updatedAt,
  children,
}: {
  title: string
  /** The newest change time of what the page shows (lib/lastUpdated's newestChange). */
  updatedAt: string | null | undefined
  /** Crumbs between Home and this page, e.g. [{ label: 'Gallery', href: '/gallery' }]. */
  trail?: { label: string; href: string }[]
  children: ReactNode
}) {
  const origin = env().publicOrigin
  // The last crumb is this page; search engines take the page's own address for it.
  const crumbs = [{ name: 'Home', url: `${origin}/` }, ...(trail ?? []).map((c) => ({ name: c.label, url: origin + c.href }))]
  return (
    <div className="content-page">
      <JsonLd data={breadcrumbJsonLd([...crumbs, { name: title }])} />
      <Breadcrumb trail={[...(trail ?? []), { label: title }]} />
      <h1>{title}</h1>
      {children}
      <LastUpdated at={updatedAt} />
    </div>
  )
}
