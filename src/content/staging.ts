/**
 * A content import's journal, and the roll-back of an import that did not finish.
 *
 * An import writes its records in short batches (so that staff can sign in and save
 * meanwhile), each record marked with the run's id (`importRun`), which hides it from
 * visitors. Before it stores a file it notes the file's name in the journal
 * (`$DATA_DIR/imports/<run>.jsonl`). Its last, short transaction clears the marks; then the
 * journal goes. If the process dies first, the journal stays behind, and the next import
 * or the next server start removes the run's records and files, so a re-run stores the
 * same files under the same names. The journal names its process by id and start time: a
 * process started later under the same id does not keep a dead import's rows hidden.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import type { CollectionSlug, Payload } from 'payload'

import { env } from '@/env'
import { currentProcess, processAlive, type ProcessRef } from '@/server/processAlive'
import { allSchools } from '@/tenancy'

type Intent = { collection: string; name: string }

const journalDir = () => path.join(env().dataDir, 'imports')

/** Collections whose records carry the `importRun` mark, content first, files last. */
export function stagedCollections(payload: Payload): CollectionSlug[] {
  const slugs = Object.values(payload.collections)
    .filter((c) => c.config.flattenedFields.some((f) => 'name' in f && f.name === 'importRun'))
    .map((c) => c.config)
  return [...slugs.filter((c) => !c.upload), ...slugs.filter((c) => c.upload)].map((c) => c.slug as CollectionSlug)
}

/**
 * A journal: its run, the process that writes it (its id and start time, so that another
 * process given the same id later is not taken for it), and the files it meant to store.
 */
function readJournal(file: string): { run: string; process: ProcessRef; intents: Intent[] } | null {
  try {
    const [head, ...rest] = fs.readFileSync(file, 'utf8').split('\n').filter(Boolean)
    const { run, pid, started } = JSON.parse(head ?? '{}') as { run?: string; pid?: number; started?: string | null }
    if (!run || !pid) return null
    const intents: Intent[] = []
    for (const line of rest) {
      try {
        intents.push(JSON.parse(line) as Intent)
      } catch {
        // a line cut short by the crash: its file was never stored
      }
    }
    return { run, process: { pid, started: typeof started === 'string' ? started : null }, intents }
  } catch {
    return null
  }
}

export type Journal = {
  run: string
  /** Notes a file about to be stored, durably, before it is written. */
  intend(collection: string, name: string): void
  /** The files noted so far. */
  intents: Intent[]
  /** The import finished (or was rolled back): the journal goes. */
  close(): void
}

/** Starts a run; refuses while another import is under way. */
export function openJournal(): Journal {
  const dir = journalDir()
  fs.mkdirSync(dir, { recursive: true })
  for (const name of fs.readdirSync(dir)) {
    const other = readJournal(path.join(dir, name))
    if (other && processAlive(other.process)) {
      throw new Error(`Another import is under way (process ${other.process.pid}). Wait for it to finish.`)
    }
  }
  const run = `${Date.now().toString(36)}-${randomBytes(6).toString('hex')}`
  const file = path.join(dir, `${run}.jsonl`)
  const fd = fs.openSync(file, 'wx')
  const write = (line: unknown) => {
    fs.writeSync(fd, JSON.stringify(line) + '\n')
    fs.fdatasyncSync(fd)
  }
  const { pid, started } = currentProcess()
  write({ run, pid, started, startedAt: new Date().toISOString() })
  const intents: Intent[] = []
  return {
    run,
    intents,
    intend: (collection, name) => {
      write({ collection, name })
      intents.push({ collection, name })
    },
    close: () => {
      fs.closeSync(fd)
      fs.rmSync(file, { force: true })
    },
  }
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Removes a run's records, then any file it meant to store that no record names. */
export async function rollBack(payload: Payload, run: string, intents: Intent[] = []) {
  const counts = { records: 0, files: 0 }
  const context = { disableRevalidate: true }
  // A run is one school's import; it is found by its run, which names it alone.
  const imports = allSchools(payload, 'content imports')
  for (const collection of stagedCollections(payload)) {
    const where = { importRun: { equals: run } }
    const result = (await imports.delete({ collection, where, trash: true, context } as never)) as unknown as { docs: unknown[] }
    counts.records += result.docs.length
  }
  for (const { collection, name } of intents) {
    const config = payload.collections[collection as CollectionSlug]?.config
    const staticDir = config && typeof config.upload === 'object' ? config.upload.staticDir : undefined
    if (!staticDir || !fs.existsSync(staticDir)) continue
    const ext = path.extname(name)
    const stem = path.basename(name, ext)
    // Payload's names for a stored file: name, name-1, … and the resized copies name-320x240.
    const ours = new RegExp(`^${escape(stem)}(-\\d+)?(-\\d+x\\d+)?\\.[A-Za-z0-9]+$`)
    // File names are the deployment's (one upload folder per collection): any school's record keeps its file.
    const { docs } = await allSchools(payload, 'files').find({
      collection: collection as CollectionSlug,
      where: { filename: { like: stem } },
      pagination: false,
      depth: 0,
    })
    const kept = new Set<string>()
    for (const doc of docs as { filename?: string | null; sizes?: Record<string, { filename?: string | null }> }[]) {
      if (doc.filename) kept.add(doc.filename)
      for (const size of Object.values(doc.sizes ?? {})) if (size?.filename) kept.add(size.filename)
    }
    for (const file of fs.readdirSync(staticDir)) {
      if (ours.test(file) && !kept.has(file)) {
        fs.rmSync(path.join(staticDir, file), { force: true })
        counts.files += 1
      }
    }
  }
  return counts
}

/** Rolls back every import whose process is gone. Called before an import and at server start. */
export async function recoverInterruptedImports(payload: Payload, progress: (m: string) => void = () => {}) {
  const dir = journalDir()
  if (!fs.existsSync(dir)) return
  for (const name of fs.readdirSync(dir).filter((n) => n.endsWith('.jsonl'))) {
    const file = path.join(dir, name)
    const journal = readJournal(file)
    if (journal && processAlive(journal.process) && journal.process.pid !== process.pid) continue
    if (journal) {
      const { records, files } = await rollBack(payload, journal.run, journal.intents)
      progress(`Rolled back an interrupted import (${journal.run}): removed ${records} records and ${files} files.`)
    }
    fs.rmSync(file, { force: true })
  }
}
