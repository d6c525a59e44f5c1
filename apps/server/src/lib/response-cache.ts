import { createHash } from 'node:crypto';
import type { AccessProfile } from '@bil/domain';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { gzipInParallel } from './parallel-gzip';

const brotliAsync = promisify(brotliCompress);

export type ContentEncoding = 'br' | 'gzip';

/** Compression settings per body; fast by default, as the compress plugin (plugins/security.ts). */
export type CompressionLevels = { brotliQuality: number; gzipLevel: number };
export const FAST_COMPRESSION: CompressionLevels = { brotliQuality: 3, gzipLevel: 3 };

/**
 * One cached response body: the JSON as UTF-8 bytes, its strong ETag, and its compressed forms, each made
 * the first time a client asks for it (in the zlib thread pool, not on the event loop; a large gzip body
 * on several threads at once).
 */
export class CachedBody {
  /** The JSON as UTF-8: encoded once, sent as it is and compressed from it. */
  readonly body: Buffer;
  private readonly encoded = new Map<ContentEncoding, Promise<Buffer>>();

  constructor(
    json: string | Buffer,
    readonly etag: string,
    private readonly levels: CompressionLevels = FAST_COMPRESSION,
  ) {
    this.body = typeof json === 'string' ? Buffer.from(json) : json;
  }

  get bytes(): number {
    return this.body.length;
  }

  /** The JSON text (for a server-side reader of the cached answer). */
  get json(): string {
    return this.body.toString();
  }

  /** The body compressed (once per body, so once per data version and key). */
  encode(encoding: ContentEncoding): Promise<Buffer> {
    let body = this.encoded.get(encoding);
    if (body === undefined) {
      body =
        encoding === 'br'
          ? brotliAsync(this.body, {
              params: {
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_QUALITY]: this.levels.brotliQuality,
                [constants.BROTLI_PARAM_SIZE_HINT]: this.bytes,
              },
            })
          : gzipInParallel(this.body, this.levels.gzipLevel);
      this.encoded.set(encoding, body);
    }
    return body;
  }
}

/**
 * The part of a cache key for who is asking: what the visibility and ability rules read (role, PM name,
 * admin bit, approval, flags), so two callers share an entry only when they would be shown the same.
 */
export function callerScopeKey(
  caller: Pick<AccessProfile, 'role' | 'tdotPm' | 'isAdmin' | 'approval' | 'flags'>,
) {
  return [caller.role, caller.tdotPm, caller.isAdmin, caller.approval, caller.flags];
}

/** A strong ETag naming exactly what a response depends on (data version, scope, parameters). */
export function strongEtag(parts: readonly unknown[]): string {
  return `"${createHash('sha256').update(JSON.stringify(parts)).digest('base64url').slice(0, 32)}"`;
}

/**
 * A small in-process LRU of response bodies, bounded by bytes (JSON plus the compressed forms are
 * counted as twice the JSON). Keys must name everything a body depends on; an entry is never updated,
 * a new data version simply makes new keys and the old ones age out. Concurrent misses for one key
 * share one computation.
 */
export class ResponseCache {
  private readonly entries = new Map<string, CachedBody>();
  private readonly pending = new Map<string, Promise<CachedBody>>();
  private usedBytes = 0;

  constructor(private readonly maxBytes: number) {}

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.usedBytes;
  }

  async getOrCompute(
    key: string,
    etag: string,
    compute: () => Promise<string | Buffer>,
    levels: CompressionLevels = FAST_COMPRESSION,
  ): Promise<CachedBody> {
    const hit = this.entries.get(key);
    if (hit !== undefined) {
      // Map keeps insertion order: moving the entry to the end makes the first one the least recently used.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const running = this.pending.get(key);
    if (running !== undefined) return running;
    const computation = compute()
      .then((json) => {
        const body = new CachedBody(json, etag, levels);
        this.store(key, body);
        return body;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, computation);
    return computation;
  }

  private store(key: string, body: CachedBody): void {
    const cost = body.bytes * 2;
    if (cost > this.maxBytes) return; // larger than the whole cache: served, not kept
    this.entries.set(key, body);
    this.usedBytes += cost;
    for (const [oldKey, old] of this.entries) {
      if (this.usedBytes <= this.maxBytes) break;
      this.entries.delete(oldKey);
      this.usedBytes -= old.bytes * 2;
    }
  }
}

// One cache per database handle: test servers in one process, each with its own database, never share.
const caches = new WeakMap<object, ResponseCache>();
export const RESPONSE_CACHE_BYTES = 64 * 1024 * 1024;

export function responseCacheFor(db: object): ResponseCache {
  let cache = caches.get(db);
  if (cache === undefined) {
    cache = new ResponseCache(RESPONSE_CACHE_BYTES);
    caches.set(db, cache);
  }
  return cache;
}
