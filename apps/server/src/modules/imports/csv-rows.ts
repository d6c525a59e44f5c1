import { Readable } from 'node:stream';
import { isUtf8 } from 'node:buffer';
import iconv from 'iconv-lite';
import Papa from 'papaparse';
import type { RowSource, SheetRow } from './spreadsheet-reader';

const CHUNK = 64 * 1024;

/** UTF-8 (BOM or not), else Windows-1252 as Excel writes CSV on Windows, decoded as it is read. */
function decodedText(file: Buffer): NodeJS.ReadWriteStream {
  // Node's own TextDecoder reads windows-1252 as Latin-1 (losing “ ” – €); iconv-lite has the real table.
  const encoding = isUtf8(file) ? 'utf8' : 'windows-1252';
  const chunks = (function* () {
    for (let start = 0; start < file.length; start += CHUNK) {
      yield file.subarray(start, start + CHUNK);
    }
  })();
  // iconv-lite strips a UTF-8 byte order mark by default.
  return Readable.from(chunks).pipe(iconv.decodeStream(encoding));
}

/**
 * papaparse over the decoded stream, a chunk of rows at a time: after each chunk the parser and the stream
 * pause until those rows have been pulled (pausing per chunk, not per row, keeps papaparse fast).
 */
async function* csvRows(file: Buffer, read: { chars: number }): AsyncGenerator<SheetRow> {
  const text = decodedText(file);
  const state: {
    chunks: string[][][];
    parser: Papa.Parser | null;
    done: boolean;
    failure: Error | null;
    wake: (() => void) | null;
  } = { chunks: [], parser: null, done: false, failure: null, wake: null };
  const wake = () => {
    state.wake?.();
    state.wake = null;
  };
  Papa.parse<string[]>(text as unknown as File, {
    skipEmptyLines: false,
    chunkSize: CHUNK,
    chunk: (results, parser) => {
      state.chunks.push(results.data);
      state.parser = parser;
      parser.pause();
      text.pause();
      wake();
    },
    complete: () => {
      state.done = true;
      wake();
    },
    error: (error) => {
      state.failure = error;
      state.done = true;
      wake();
    },
  });
  let number = 0;
  for (;;) {
    const chunk = state.chunks.shift();
    if (chunk) {
      for (const cells of chunk) {
        number += 1;
        // The text of the rows handed over (the stream reads ahead, so its bytes would run early).
        read.chars += cells.reduce((sum, cell) => sum + cell.length + 1, 0);
        yield { number, cells };
      }
      if (!state.done) {
        state.parser?.resume();
        text.resume();
      }
      continue;
    }
    if (state.failure) throw state.failure;
    if (state.done) {
      read.chars = file.length;
      return;
    }
    await new Promise<void>((resolve) => {
      state.wake = resolve;
    });
  }
}

/** CSV rows parsed as they are pulled (papaparse's stream, which waits while the rows are checked). */
export function readCsvRows(file: Buffer): RowSource {
  const read = { chars: 0 };
  return {
    rows: csvRows(file, read),
    sheets: () => [],
    sheet: () => null,
    share: () => Math.min(1, read.chars / file.length),
    merges: () => [],
  };
}
