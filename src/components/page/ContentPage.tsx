import type { ReactNode } from 'react'

import { words } from '@/data/i18n'
import { translationState } from '@/lib/i18n/translation'
import { breadcrumbJsonLd } from '@/lib/structuredData'
import { Breadcrumb } from '../Breadcrumb'
import { JsonLd } from '../JsonLd'
import { LastUpdated } from './LastUpdated'
import { TranslationNotice } from './TranslationNotice'
import { requestOrigin } from '@/tenancy/request.server'

/**
 * An inner page: breadcrumb from Home (also as structured data), the page's heading, its
 * content, then when that content last changed (GIGW 3.0). `translation`: the
 * `translationStamps` of the CMS documents the page shows; on a Hindi page whose content has
 * no Hindi yet, the content is marked as English and a notice says so (or that its Hindi is
 * older than its English).
 */
export async function ContentPage({
  title,
  trail,
  updatedAt,
  translation,
  children,
}: {
  title: string
  /** The newest change time of what the page shows (lib/lastUpdated's newestChange). */
  updatedAt: string | null | undefined
  /** Crumbs between Home and this page, e.g. [{ label: 'Gallery', href: '/gallery' }]. */
  trail?: { label: string; href: string }[]
  translation?: unknown[]
  children: ReactNode
}) {
  const origin = await requestOrigin()
  const { locale, t, href, label } = await words()
  const heading = label(title)
  const state = translation ? translationState(locale, ...translation) : 'translated'
  // The last crumb is this page; search engines take the page's own address for it.
  const crumbs = [
    { name: t.home, url: origin + (href('/') === '/' ? '/' : href('/')) },
    ...(trail ?? []).map((c) => ({ name: label(c.label), url: origin + href(c.href) })),
  ]
  return (
    <div className="content-page">
      <JsonLd data={breadcrumbJsonLd([...crumbs, { name: heading }])} />
      <Breadcrumb trail={[...(trail ?? []), { label: title }]} />
      <h1>{heading}</h1>
      <TranslationNotice state={state} />
      {state === 'missing' ? <div lang="en">{children}</div> : children}
      <LastUpdated at={updatedAt} />
    </div>
  )
}
