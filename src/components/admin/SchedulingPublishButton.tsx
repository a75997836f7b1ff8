'use client'
/**
 * The Publish button of content with scheduled publishing: Payload's own button (3.90), with
 * its schedule drawer replaced by the school's (ScheduleDrawer), which refuses a time that has
 * already passed instead of publishing at once, starts at the next quarter hour in India time,
 * takes any typed minute in the admin's one date format, and offers "Publish now".
 *
 * The rest follows Payload's PublishButton: publish (all languages, or the one being edited
 * when a collection publishes one language at a time), the menu beside it, and when it can
 * schedule (a saved item without unsaved changes). One correction: Payload starts the drawer
 * on Unpublish unless it has counted drafts newer than a published version, which it counts
 * only when a published version exists; a draft that was never published starts on Publish.
 */
import {
  FormSubmit,
  PopupList,
  useConfig,
  useDocumentInfo,
  useForm,
  useFormModified,
  useLocale,
  useModal,
  useTranslation,
} from '@payloadcms/ui'
import { traverseForLocalizedFields } from '@payloadcms/ui/shared'
import { formatAdminURL, hasLocalizeStatusEnabled, hasScheduledPublishEnabled } from 'payload/shared'
import { useCallback, useMemo, type ReactElement } from 'react'

import { labelOf, ScheduleDrawer } from './ScheduleDrawer'
import { SubmitForReview } from './SubmitForReview'

export function SchedulingPublishButton(): ReactElement | null {
  const {
    id,
    collectionSlug,
    globalSlug,
    hasPublishedDoc,
    hasPublishPermission,
    setHasPublishedDoc,
    setMostRecentVersionIsAutosaved,
    setUnpublishedVersionCount,
    unpublishedVersionCount,
    uploadStatus,
  } = useDocumentInfo()
  const { config, getEntityConfig } = useConfig()
  const { submit } = useForm()
  const modified = useFormModified()
  const { code: localeCode } = useLocale()
  const { isModalOpen, toggleModal } = useModal()
  const { i18n, t } = useTranslation()
  const drawerSlug = `schedule-publish-${id}`
  const {
    localization,
    routes: { api },
  } = config

  const entityConfig = useMemo(
    () => (collectionSlug ? getEntityConfig({ collectionSlug }) : globalSlug ? getEntityConfig({ globalSlug }) : undefined),
    [collectionSlug, globalSlug, getEntityConfig],
  )
  const hasNewerVersions = unpublishedVersionCount > 0
  const canPublish = hasPublishPermission && (modified || hasNewerVersions || !hasPublishedDoc) && uploadStatus !== 'uploading'
  const canSchedulePublish = Boolean(
    entityConfig && hasScheduledPublishEnabled(entityConfig) && hasPublishPermission && (globalSlug || (collectionSlug && id)) && !modified,
  )
  const hasLocalizedFields = useMemo(() => traverseForLocalizedFields(entityConfig?.fields ?? []), [entityConfig?.fields])
  const isSpecificLocalePublishEnabled = Boolean(localization && hasLocalizedFields && hasPublishPermission)
  const localizeStatusEnabled = entityConfig ? hasLocalizeStatusEnabled(entityConfig) : false

  const publishTo = useCallback(
    async (params: Record<string, string>) => {
      if (uploadStatus === 'uploading') return
      const query = `?${new URLSearchParams({ depth: '0', ...params })}`
      const path = `${globalSlug ? `/globals/${globalSlug}` : `/${collectionSlug}${id ? `/${id}` : ''}`}${query}` as `/${string}`
      const result = await submit({ action: formatAdminURL({ apiRoute: api, path }), overrides: { _status: 'published' } })
      if (result) {
        setUnpublishedVersionCount(0)
        setMostRecentVersionIsAutosaved(false)
        setHasPublishedDoc(true)
      }
    },
    [api, collectionSlug, globalSlug, id, setHasPublishedDoc, setMostRecentVersionIsAutosaved, setUnpublishedVersionCount, submit, uploadStatus],
  )
  const publish = useCallback(
    () => publishTo({ locale: localeCode, ...(localizeStatusEnabled ? { publishAllLocales: 'true' } : {}) }),
    [publishTo, localeCode, localizeStatusEnabled],
  )
  const publishSpecificLocale = useCallback((locale: string) => publishTo({ locale, publishSpecificLocale: locale }), [publishTo])

  // Publish in every language unless there are localized fields and the config publishes the active one by default.
  const isDefaultPublishAll = !isSpecificLocalePublishEnabled || (localization && localization.defaultLocalePublishOption !== 'active')
  const activeLocale = localization ? localization.locales.find((l) => l.code === localeCode) : undefined
  const activeLocaleLabel = activeLocale ? labelOf(activeLocale.label, i18n.language) : ''

  // An editor held for review gets "Submit for review" instead (src/features/approvals); anyone else without the right, nothing.
  if (!hasPublishPermission) return <SubmitForReview />

  return (
    <>
      <FormSubmit
        buttonId="action-save"
        disabled={!canPublish}
        enableSubMenu={canSchedulePublish}
        onClick={isDefaultPublishAll || !activeLocale ? publish : () => publishSpecificLocale(activeLocale.code)}
        size="medium"
        SubMenuPopupContent={
          isSpecificLocalePublishEnabled || canSchedulePublish
            ? ({ close }: { close: () => void }) => (
                <>
                  {canSchedulePublish ? (
                    <PopupList.ButtonGroup key="schedule-publish">
                      <PopupList.Button
                        id="schedule-publish"
                        onClick={() => {
                          toggleModal(drawerSlug)
                          close()
                        }}
                      >
                        {t('version:schedulePublish')}
                      </PopupList.Button>
                    </PopupList.ButtonGroup>
                  ) : null}
                  {isSpecificLocalePublishEnabled && activeLocale ? (
                    <PopupList.ButtonGroup>
                      <PopupList.Button
                        id="publish-locale"
                        onClick={isDefaultPublishAll ? () => publishSpecificLocale(activeLocale.code) : publish}
                      >
                        {isDefaultPublishAll ? t('version:publishIn', { locale: activeLocaleLabel }) : t('version:publishAllLocales')}
                      </PopupList.Button>
                    </PopupList.ButtonGroup>
                  ) : null}
                </>
              )
            : undefined
        }
        type="button"
      >
        {!isDefaultPublishAll ? t('version:publishIn', { locale: activeLocaleLabel }) : t('version:publishChanges')}
      </FormSubmit>
      {canSchedulePublish && isModalOpen(drawerSlug) ? (
        <ScheduleDrawer slug={drawerSlug} defaultType={hasPublishedDoc && !hasNewerVersions ? 'unpublish' : 'publish'} publishNow={publish} />
      ) : null}
    </>
  )
}
