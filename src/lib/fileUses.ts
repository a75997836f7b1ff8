/**
 * Which uploaded files a document uses, found from its collection's fields as the built Payload
 * config has them: every upload and relationship field that points at an upload collection, at
 * any depth (arrays, blocks, groups, rows, collapsibles, tabs named or not), one collection or
 * several (polymorphic), one file or many; and every reference in a rich text field (an upload
 * node, a relationship node, an internal link: any object naming `relationTo` and `value`). A
 * field added later is found the same way. Pure: fields are taken as plain data (FieldLike).
 *
 * Documents are read with `depth: 0` (a reference is an id) and `locale: 'all'` (a localized
 * field's value is one per language, by language code): see src/data/filesInUse.
 */
/** A field of the built config, as far as this walk reads it. */
export type FieldLike = {
  type: string
  name?: string
  localized?: boolean
  virtual?: unknown
  relationTo?: string | string[]
  fields?: FieldLike[]
  tabs?: { name?: string; localized?: boolean; fields: FieldLike[] }[]
  blocks?: BlockLike[]
  blockReferences?: (BlockLike | string)[]
}
export type BlockLike = { slug: string; fields: FieldLike[] }
type Field = FieldLike
type Block = BlockLike

/** The files found, by upload collection. */
export type FileIds = Map<string, Set<number>>

/** A block by its slug (a field's `blockReferences` name the config's shared blocks). */
export type BlockLookup = (slug: string) => Block | undefined

type Walk = { targets: ReadonlySet<string>; blocks: BlockLookup; localized: boolean; into: FileIds }

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** An id as Payload stores it (a number), or the id of a populated document. */
const idOf = (ref: unknown): number | null => {
  const id = isObject(ref) ? ref.id : ref
  return typeof id === 'number' && Number.isInteger(id) ? id : null
}

function add(w: Walk, collection: unknown, ref: unknown) {
  if (typeof collection !== 'string' || !w.targets.has(collection)) return
  const id = idOf(ref)
  if (id === null) return
  let ids = w.into.get(collection)
  if (!ids) w.into.set(collection, (ids = new Set()))
  ids.add(id)
}

/** The blocks a blocks field allows. */
function blocksOf(field: Field, lookup: BlockLookup): Block[] {
  const refs = field.blockReferences ?? field.blocks ?? []
  return refs.flatMap((b) => (typeof b === 'string' ? (lookup(b) ?? []) : [b]))
}

/** Whether a field holds, or contains a field that holds, a reference to one of `targets` (rich text always may). */
export function mayUseFiles(field: Field, targets: ReadonlySet<string>, blocks: BlockLookup): boolean {
  switch (field.type) {
    case 'upload':
    case 'relationship': {
      if (field.virtual) return false
      const to = Array.isArray(field.relationTo) ? field.relationTo : [field.relationTo]
      return to.some((slug) => slug !== undefined && targets.has(slug))
    }
    case 'richText':
      return true
    case 'array':
    case 'group':
    case 'row':
    case 'collapsible':
      return (field.fields ?? []).some((f) => mayUseFiles(f, targets, blocks))
    case 'tabs':
      return (field.tabs ?? []).some((t) => t.fields.some((f) => mayUseFiles(f, targets, blocks)))
    case 'blocks':
      return blocksOf(field, blocks).some((b) => b.fields.some((f) => mayUseFiles(f, targets, blocks)))
    default:
      return false
  }
}

/** Whether any of these fields may hold a reference to one of `targets`: the collections worth reading. */
export const usesFiles = (fields: Field[], targets: ReadonlySet<string>, blocks: BlockLookup): boolean => fields.some((f) => mayUseFiles(f, targets, blocks))

/** Every object in a rich text value (lexical JSON) that names one of the targets and a value. */
function richTextFiles(w: Walk, value: unknown) {
  const stack: unknown[] = [value]
  while (stack.length) {
    const node = stack.pop()
    if (Array.isArray(node)) stack.push(...node)
    else if (isObject(node)) {
      if ('relationTo' in node && 'value' in node) add(w, node.relationTo, node.value)
      for (const v of Object.values(node)) if (typeof v === 'object' && v !== null) stack.push(v)
    }
  }
}

/** One field's value (one language's, for a localized field). */
function valueFiles(w: Walk, field: Field, value: unknown, inLocalized: boolean) {
  if (value === null || value === undefined) return
  switch (field.type) {
    case 'upload':
    case 'relationship': {
      const items = Array.isArray(value) ? value : [value]
      for (const item of items) {
        if (Array.isArray(field.relationTo)) {
          if (isObject(item)) add(w, item.relationTo, item.value)
        } else add(w, field.relationTo, item)
      }
      return
    }
    case 'richText':
      return richTextFiles(w, value)
    case 'array':
      if (Array.isArray(value)) for (const row of value) fieldsFiles(w, field.fields ?? [], row, inLocalized)
      return
    case 'group':
      return fieldsFiles(w, field.fields ?? [], value, inLocalized)
    case 'blocks': {
      if (!Array.isArray(value)) return
      const blocks = blocksOf(field, w.blocks)
      for (const row of value) {
        const block = isObject(row) ? blocks.find((b) => b.slug === row.blockType) : undefined
        if (block) fieldsFiles(w, block.fields, row, inLocalized)
      }
      return
    }
    default:
      return
  }
}

/** The files the fields of one document (or one row, group or block of it) use. */
function fieldsFiles(w: Walk, fields: Field[], data: unknown, inLocalized: boolean) {
  if (!isObject(data)) return
  for (const f of fields) {
    if (!mayUseFiles(f, w.targets, w.blocks)) continue
    if (f.type === 'tabs') {
      // A named tab keeps its fields under its name, as a group does.
      for (const tab of f.tabs ?? []) {
        if (tab.name) named(w, { ...tab, type: 'group' }, data, inLocalized)
        else fieldsFiles(w, tab.fields, data, inLocalized)
      }
    } else if (f.name) named(w, f, data, inLocalized)
    else if (f.fields) fieldsFiles(w, f.fields, data, inLocalized)
  }
}

/** A named field's value: one per language when it is localized (a field inside a localized one is not localized again). */
function named(w: Walk, field: Field, data: Record<string, unknown>, inLocalized: boolean) {
  if (!field.name) return
  const value = data[field.name]
  if (!w.localized || inLocalized || !field.localized) return valueFiles(w, field, value, inLocalized)
  if (isObject(value)) for (const v of Object.values(value)) valueFiles(w, field, v, true)
}

/**
 * Adds to `into` the files of `targets` that `doc` uses. `localized`: the document was read
 * with every language (`locale: 'all'`), so a localized field's value is one per language.
 */
export function collectFileIds(
  fields: Field[],
  doc: unknown,
  options: { targets: ReadonlySet<string>; blocks: BlockLookup; localized: boolean; into: FileIds },
): FileIds {
  fieldsFiles(options, fields, doc, false)
  return options.into
}
