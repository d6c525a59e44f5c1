import { availableParallelism } from 'node:os';
import { promisify } from 'node:util';
import { constants, crc32, deflateRaw, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
const deflateRawAsync = promisify(deflateRaw);

/** Below this a body is compressed in one piece: splitting gains less than it costs. */
export const PARALLEL_GZIP_MIN_BYTES = 1 << 20;
/** Deflate looks back at most 32 KiB: each piece is primed with that much of the text before it. */
const WINDOW_BYTES = 32 * 1024;
// ID1 ID2, deflate, no flags, no modification time, no extra flags, unknown OS (RFC 1952 §2.3).
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/**
 * One gzip member made as pigz makes it: the body cut into pieces, each deflated on its own zlib thread
 * with the 32 KiB before it as its dictionary and ended by a sync flush (the last by a final block), so
 * the pieces join into one deflate stream any gzip reader takes; the trailer is the whole body's CRC-32
 * and length. The 6 MB list of 5,000 projects compresses in about half the time on two cores.
 */
export async function gzipInParallel(body: string | Buffer, level: number): Promise<Buffer> {
  const data = typeof body === 'string' ? Buffer.from(body) : body;
  const pieces = Math.min(availableParallelism(), Math.ceil(data.length / PARALLEL_GZIP_MIN_BYTES), 8);
  if (pieces <= 1) return gzipAsync(data, { level });
  const size = Math.ceil(data.length / pieces);
  const deflating = Promise.all(
    Array.from({ length: pieces }, (_, index) => {
      const start = index * size;
      const last = index === pieces - 1;
      return deflateRawAsync(data.subarray(start, last ? data.length : start + size), {
        level,
        finishFlush: last ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
        ...(index > 0 ? { dictionary: data.subarray(Math.max(0, start - WINDOW_BYTES), start) } : {}),
      });
    }),
  );
  // The checksum is worked out on this thread while the zlib threads deflate.
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc32(data), 0);
  trailer.writeUInt32LE(data.length % 2 ** 32, 4);
  return Buffer.concat([GZIP_HEADER, ...(await deflating), trailer]);
}
