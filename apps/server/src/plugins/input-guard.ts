import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/http-errors';

/** Deeper JSON than any body of this API: refused before anything (better-auth included) walks it. */
export const MAX_JSON_DEPTH = 64;

export const NUL_MESSAGE = 'Text must not contain the NUL character (\\u0000).';
export const DEPTH_MESSAGE = `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`;

/** The deepest nesting of arrays and objects in JSON text, counted without parsing (no recursion). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c)
        index++; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) deepest = Math.max(deepest, ++depth);
    else if (char === 0x5d || char === 0x7d) depth--;
  }
  return deepest;
}

/**
 * Whether any string (or key) in a parsed value holds a NUL, which PostgreSQL text cannot store.
 * Binary bodies (a Buffer or any typed array) are files, not text: they are never walked, since walking a
 * 45 MB upload byte by byte as an object held the event loop for minutes (issue 34, finding 1).
 */
export function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (Array.isArray(item)) {
      pending.push(...(item as unknown[]));
    } else if (item !== null && typeof item === 'object' && !ArrayBuffer.isView(item)) {
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\u0000')) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

/**
 * Odd input gets a clear 400 at the door instead of a 500 from deep inside: JSON bodies are
 * depth-capped and, like query strings and path parameters, may not carry NUL characters.
 * (The error handler maps PostgreSQL's 22021/22P05 to 400 as a backstop.)
 */
export function registerInputGuard(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, text, done) => {
    const body = text as string;
    if (jsonDepth(body) > MAX_JSON_DEPTH) {
      done(badRequest(DEPTH_MESSAGE), undefined);
      return;
    }
    void parseJson(request, body, done);
  });
  app.addHook('preValidation', async (request) => {
    if ([request.body, request.query, request.params].some(containsNul)) throw badRequest(NUL_MESSAGE);
  });
}
