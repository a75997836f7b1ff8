import type { ReactNode } from 'react'

import { Breadcrumb } from '../Breadcrumb'

/** An inner page: breadcrumb from Home, the page's heading, then its content. */
export function ContentPage({
  title,
  trail,
  children,
}: {
  title: string
  /** Crumbs between Home and this page, e.g. [{ label: 'Gallery', href: '/gallery' }]. */
  trail?: { label: string; href: string }[]
  children: ReactNode
}) {
  return (
    <div className="content-page">
      <Breadcrumb trail={[...(trail ?? []), { label: title }]} />
      <h1>{title}</h1>
      {children}
    </div>
  )
}
