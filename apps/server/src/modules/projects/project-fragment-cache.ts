/**
 * One project's JSON as the list sends it, as UTF-8 without its closing brace (the abilities follow), made
 * for one row version.
 */
export type ProjectFragment = { key: string; tdotPm: string | null; head: Buffer };

// The Buffer object, the Map entry and the id add about this much to the bytes.
const ENTRY_OVERHEAD_BYTES = 240;
const costOf = (fragment: ProjectFragment) => fragment.head.length + ENTRY_OVERHEAD_BYTES;

/**
 * Per-project JSON fragments of GET /api/projects, so the first read after a change to a few projects
 * makes JSON for those rows only (services/projects.service.ts). One entry per project id, holding the
 * fragment of the row version named by `key` (repositories/projects.repository.ts fragmentKey); a newer
 * row version replaces it. Only ids the database has just listed are ever looked up, so a deleted
 * project's fragment is never served: it just ages out. LRU, bounded by (estimated) bytes.
 */
export class ProjectFragmentCache {
  private readonly entries = new Map<string, ProjectFragment>();
  private usedBytes = 0;
  private epoch: string | null = null;

  constructor(private readonly maxBytes: number) {}

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.usedBytes;
  }

  /** The database epoch (projects_data_version): a recreated database starts with an empty cache. */
  useEpoch(epoch: string): void {
    if (epoch === this.epoch) return;
    this.entries.clear();
    this.usedBytes = 0;
    this.epoch = epoch;
  }

  /** The fragment of this exact row version, or undefined. */
  get(id: string, key: string): ProjectFragment | undefined {
    const hit = this.entries.get(id);
    if (hit === undefined || hit.key !== key) return undefined;
    // Map keeps insertion order: moving the entry to the end makes the first one the least recently used.
    this.entries.delete(id);
    this.entries.set(id, hit);
    return hit;
  }

  set(id: string, fragment: ProjectFragment): void {
    const cost = costOf(fragment);
    if (cost > this.maxBytes) return;
    const old = this.entries.get(id);
    if (old !== undefined) {
      this.entries.delete(id);
      this.usedBytes -= costOf(old);
    }
    this.entries.set(id, fragment);
    this.usedBytes += cost;
    for (const [oldId, oldest] of this.entries) {
      if (this.usedBytes <= this.maxBytes) break;
      this.entries.delete(oldId);
      this.usedBytes -= costOf(oldest);
    }
  }

  /** Test support: is any fragment kept for this id? */
  has(id: string): boolean {
    return this.entries.has(id);
  }
}

// One cache per database handle, as the response cache (lib/response-cache.ts). 48 MiB holds about
// 35,000 projects' fragments (about 1.2 KB each): several full 5,000-row pages.
const caches = new WeakMap<object, ProjectFragmentCache>();
export const PROJECT_FRAGMENT_CACHE_BYTES = 48 * 1024 * 1024;

export function projectFragmentsFor(db: object): ProjectFragmentCache {
  let cache = caches.get(db);
  if (cache === undefined) {
    cache = new ProjectFragmentCache(PROJECT_FRAGMENT_CACHE_BYTES);
    caches.set(db, cache);
  }
  return cache;
}
