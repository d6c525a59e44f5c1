import { randomBytes } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzipInParallel, PARALLEL_GZIP_MIN_BYTES } from '../src/lib/parallel-gzip';

// Text like a project list: repeats across the cut points (so pieces refer back into the piece before),
// multi-byte characters (so a cut can fall inside one), and some noise.
function listLikeText(bytes: number): string {
  const rows: string[] = [];
  let size = 2;
  for (let index = 0; size < bytes; index += 1) {
    const row = `{"id":"${index}","title":"Rehabilitate Runway ${index % 37} – Phase ${index % 5}","note":"${randomBytes(12).toString('base64')}"}`;
    rows.push(row);
    size += Buffer.byteLength(row) + 1;
  }
  return `[${rows.join(',')}]`;
}

describe('gzipInParallel', () => {
  it('gives one gzip member that any reader inflates to the same text, for a body cut into pieces', async () => {
    for (const bytes of [3 * PARALLEL_GZIP_MIN_BYTES + 12_345, 2 * PARALLEL_GZIP_MIN_BYTES + 1]) {
      const text = listLikeText(bytes);
      const body = await gzipInParallel(text, 3);
      expect(body.subarray(0, 3)).toEqual(Buffer.from([0x1f, 0x8b, 8]));
      expect(gunzipSync(body).toString()).toBe(text);
      // With the 32 KiB before it as its dictionary, each piece compresses about as well as one pass does.
      expect(body.length).toBeLessThan(gzipSync(text, { level: 3 }).length * 1.01);
    }
  });

  it('compresses a small body in one piece, the same as gzip', async () => {
    const text = listLikeText(50_000);
    expect(gunzipSync(await gzipInParallel(text, 3)).toString()).toBe(text);
    expect(gunzipSync(await gzipInParallel('', 3)).toString()).toBe('');
  });
});
