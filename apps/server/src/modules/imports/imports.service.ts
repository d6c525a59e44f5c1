import {
  IMPORT_COLUMNS,
  IMPORT_KINDS,
  authorize,
  importableKinds,
  importsPolicy,
  type Actor,
  type ImportHistory,
  type ImportKind,
} from '@bil/domain';
import type { AppContext } from '../../app-context';
import { badRequest, throwIfRefused } from '../../lib/http-errors';
import { findSavedMapping, listImportRuns, saveMapping } from './imports.repository';
import { presentImportRun } from './imports.presenter';
import { buildTemplateWorkbook } from './import-template';

/** GET /api/imports/templates/:kind: for the people who may import. */
export async function buildImportTemplate(actor: Actor, kind: ImportKind): Promise<Buffer> {
  throwIfRefused(authorize(importsPolicy, actor, 'open', null));
  return buildTemplateWorkbook(kind);
}

/** GET /api/imports: the kinds the person may import and the import history (a PM sees their own). */
export async function getImportHistory(ctx: Pick<AppContext, 'db'>, actor: Actor): Promise<ImportHistory> {
  throwIfRefused(authorize(importsPolicy, actor, 'open', null));
  const runs = await listImportRuns(ctx.db, actor.isAdmin ? undefined : (actor.userId ?? null));
  return {
    kinds: importableKinds(actor, IMPORT_KINDS),
    runs: runs.map((run) => presentImportRun(run, actor)),
    abilities: { export: authorize(importsPolicy, actor, 'export', null).allowed },
  };
}

/** The person's saved mapping for a kind (header -> field). */
export async function getSavedMapping(
  ctx: Pick<AppContext, 'db'>,
  actor: Actor & { userId: string },
  kind: ImportKind,
): Promise<Record<string, string | null>> {
  return findSavedMapping(ctx.db, actor.userId, kind);
}

/** PUT /api/imports/mappings/:kind: saves the person's mapping; fields must be the kind's. */
export async function saveImportMapping(
  ctx: Pick<AppContext, 'db'>,
  actor: Actor & { userId: string },
  kind: ImportKind,
  mapping: Record<string, string | null> | undefined,
): Promise<Record<string, string | null>> {
  throwIfRefused(authorize(importsPolicy, actor, 'open', null));
  if (!mapping) throw badRequest('mapping is required: {"header": "field"}');
  const fields = new Set(IMPORT_COLUMNS[kind].map((column) => column.field));
  const unknown = Object.values(mapping).filter((field) => field !== null && !fields.has(field));
  if (unknown.length > 0) throw badRequest(`Unknown field for ${kind}: ${unknown.join(', ')}`);
  await saveMapping(ctx.db, actor.userId, kind, mapping);
  return mapping;
}

/** A mapping sent as JSON text in the query; refused clearly when it is not an object of header -> field. */
export function parseMappingParam(text: string | undefined): Record<string, string | null> | undefined {
  if (text === undefined || text === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest('mapping must be JSON: {"header": "field"}');
  }
  const ok =
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.values(value).every((field) => field === null || typeof field === 'string');
  if (!ok) throw badRequest('mapping must be JSON: {"header": "field"}');
  return value as Record<string, string | null>;
}
