'use client'
/**
 * The attachments box of a form (news, circulars, …), whose files may be photos (Images) or
 * PDFs (Documents). It is Payload's own upload field, but Payload's "Create new" on such a
 * field opens its upload drawer for the first collection only, which takes PDFs only: a
 * photo was refused as "Invalid file type". Here "Upload new image" and "Upload new document
 * (PDF)" pick the collection, each offering its own file types, and files dropped on the box
 * go to the collection their type belongs to. The field's value keeps Payload's shape:
 * `{ relationTo, value }` for each file, in order.
 */
import {
  BulkUploadProvider,
  Button,
  Dropzone,
  toast,
  UploadInput,
  useAuth,
  useBulkUpload,
  useConfig,
  useField,
  useModal,
  withCondition,
} from '@payloadcms/ui'
import type { UploadFieldClientProps, ValueWithRelation } from 'payload'
import { validateMimeType } from 'payload/shared'
import React, { useCallback, useMemo, useRef } from 'react'

type Attached = ValueWithRelation
type Kind = { slug: string; label: string; mimeTypes: string[] }

const idOf = (value: unknown): number | string =>
  value && typeof value === 'object' && 'id' in value ? (value as { id: number | string }).id : (value as number | string)

/** The value as `{ relationTo, value: id }` items, whatever Payload holds (ids or whole documents). */
function attached(value: unknown): Attached[] {
  if (!Array.isArray(value)) return []
  return value
    .filter((v): v is { relationTo: Attached['relationTo']; value: unknown } => Boolean(v) && typeof v === 'object' && 'relationTo' in v)
    .map((v) => ({ relationTo: v.relationTo, value: idOf(v.value) }))
}

/** The two buttons (one per collection the user may add to) and a drop area that sorts files by type. */
function NewFiles({
  kinds,
  readOnly,
  room,
  value,
  setValue,
}: {
  kinds: Kind[]
  readOnly: boolean
  room: number | undefined
  value: unknown
  setValue: (v: Attached[]) => void
}) {
  const { drawerSlug, setCollectionSlug, setInitialFiles, setMaxFiles, setOnSuccess, setSelectableCollections } = useBulkUpload()
  const { openModal } = useModal()
  const inputs = useRef<Record<string, HTMLInputElement | null>>({})

  const upload = useCallback(
    (slug: string, files: FileList) => {
      setCollectionSlug(slug)
      // The file's type chose the collection; the drawer offers no other.
      setSelectableCollections(null)
      if (typeof room === 'number') setMaxFiles(room)
      setInitialFiles(files)
      setOnSuccess((uploaded) => {
        // The drawer is modal: the value cannot change while it is open.
        setValue([...attached(value), ...uploaded.map((u) => ({ relationTo: u.collectionSlug, value: u.doc.id as number | string }))])
      })
      openModal(drawerSlug)
    },
    [drawerSlug, openModal, room, setCollectionSlug, setInitialFiles, setMaxFiles, setOnSuccess, setSelectableCollections, setValue, value],
  )

  const onDrop = useCallback(
    (files: FileList) => {
      const list = Array.from(files)
      const kind = kinds.find((k) => list.every((f) => validateMimeType(f.type, k.mimeTypes)))
      if (kind) return upload(kind.slug, files)
      toast.error(`Drop files of one kind at a time: ${kinds.map((k) => k.label).join(' or ')}.`)
    },
    [kinds, upload],
  )

  if (readOnly || kinds.length === 0 || room === 0) return null
  return (
    <Dropzone className="attachments-new" dropzoneStyle="none" multipleFiles onChange={onDrop}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.5rem', marginTop: '0.75rem' }}>
        {kinds.map((k) => (
          <React.Fragment key={k.slug}>
            <Button buttonStyle="pill" margin={false} onClick={() => inputs.current[k.slug]?.click()} size="small">
              {`Upload new ${k.label.charAt(0).toLowerCase()}${k.label.slice(1)}`}
            </Button>
            <input
              accept={k.mimeTypes.join(',')}
              aria-hidden="true"
              hidden
              multiple
              onChange={(e) => {
                // A copy: emptying the box (so the same file can be picked again) empties its own list.
                const picked = new DataTransfer()
                for (const f of Array.from(e.target.files ?? [])) picked.items.add(f)
                e.target.value = ''
                if (picked.files.length) upload(k.slug, picked.files)
              }}
              ref={(el) => {
                inputs.current[k.slug] = el
              }}
              tabIndex={-1}
              type="file"
            />
          </React.Fragment>
        ))}
        <span>or drag and drop files here</span>
      </div>
    </Dropzone>
  )
}

function AttachmentsFieldComponent(props: UploadFieldClientProps) {
  const {
    field,
    field: { admin: { className, description, isSortable } = {}, hasMany, label, localized, maxRows, relationTo, required },
    path: pathFromProps,
    readOnly,
    validate,
  } = props
  const { config, getEntityConfig } = useConfig()
  const { permissions } = useAuth()

  const memoizedValidate = useCallback(
    (value: unknown, options: Record<string, unknown>) =>
      typeof validate === 'function' ? validate(value as never, { ...options, required } as never) : true,
    [validate, required],
  )
  const {
    customComponents: { AfterInput, BeforeInput, Description, Error, Label } = {},
    disabled,
    filterOptions,
    path,
    setValue,
    showError,
    value,
  } = useField<Attached[]>({ potentiallyStalePath: pathFromProps, validate: memoizedValidate as never })

  const kinds = useMemo<Kind[]>(
    () =>
      (Array.isArray(relationTo) ? relationTo : [relationTo])
        .filter((slug) => permissions?.collections?.[slug]?.create)
        .map((slug) => {
          const c = getEntityConfig({ collectionSlug: slug })
          const singular = c?.labels?.singular
          return { slug, label: typeof singular === 'string' ? singular : slug, mimeTypes: c?.upload?.mimeTypes ?? [] }
        }),
    [relationTo, permissions, getEntityConfig],
  )
  const count = Array.isArray(value) ? value.length : 0
  const room = typeof maxRows === 'number' ? Math.max(0, maxRows - count) : undefined
  const isReadOnly = Boolean(readOnly || disabled)

  return (
    <BulkUploadProvider drawerSlugPrefix={pathFromProps}>
      <UploadInput
        AfterInput={
          <>
            <NewFiles kinds={kinds} readOnly={isReadOnly} room={room} setValue={setValue} value={value} />
            {AfterInput}
          </>
        }
        // Payload's "Create new" would offer PDFs only; NewFiles offers each kind.
        allowCreate={false}
        api={config.routes.api}
        BeforeInput={BeforeInput}
        className={className}
        Description={Description}
        description={description}
        displayPreview={field.displayPreview}
        Error={Error}
        filterOptions={filterOptions}
        hasMany={hasMany}
        isSortable={isSortable}
        label={label}
        Label={Label}
        localized={localized}
        maxRows={maxRows}
        onChange={setValue}
        path={path}
        readOnly={isReadOnly}
        relationTo={relationTo}
        required={required}
        serverURL={config.serverURL}
        showError={showError}
        style={field.admin?.style}
        value={value}
      />
    </BulkUploadProvider>
  )
}

export const AttachmentsField = withCondition(AttachmentsFieldComponent)
