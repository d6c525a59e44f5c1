import { authorize, importsPolicy, type Actor, type ImportCounts, type ImportRun } from '@bil/domain';
import type { ImportRunRow } from './imports.repository';

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

export function presentImportRun(run: Omit<ImportRunRow, 'changes'>, actor: Actor): ImportRun {
  return {
    id: run.id,
    kind: run.kind as ImportRun['kind'],
    fileName: run.file_name,
    sha256: run.sha256,
    createdAt: iso(run.created_at),
    createdBy: run.created_by ? (run.creator_email ?? 'a removed account') : 'system (command line)',
    counts: run.counts as unknown as ImportCounts,
    undoneAt: run.undone_at ? iso(run.undone_at) : null,
    abilities: {
      undo: !run.undone_at && authorize(importsPolicy, actor, 'undo', { createdBy: run.created_by }).allowed,
    },
  };
}
