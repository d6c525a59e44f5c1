import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedBody, ContentEncoding } from './response-cache';

// Below this the compress plugin leaves bodies alone too.
const COMPRESS_THRESHOLD = 1024;

/** The best of br and gzip the client accepts (q > 0), or null for the plain body. */
export function pickEncoding(acceptEncoding: string | undefined): ContentEncoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [token = '', ...params] = part.split(';').map((piece) => piece.trim());
    const qParam = params.find((param) => param.startsWith('q='));
    const quality = qParam === undefined ? 1 : Number(qParam.slice(2));
    accepted.set(token === 'x-gzip' ? 'gzip' : token, Number.isFinite(quality) ? quality : 0);
  }
  const wildcard = accepted.get('*') ?? 0;
  for (const encoding of ['br', 'gzip'] as const) {
    if ((accepted.get(encoding) ?? wildcard) > 0) return encoding;
  }
  return null;
}

/** If-None-Match against a strong ETag; weak comparison, as RFC 9110 says for GET. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/**
 * Sends a cached JSON body. GET: with its ETag, and 304 without a body when the client already has it
 * ('private, no-cache': a browser keeps it and asks each time; no shared cache stores it). Compressed
 * once per body (the compress plugin leaves a response that already has a Content-Encoding alone).
 */
export async function sendCachedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  body: CachedBody,
  cacheControl = 'private, no-cache',
): Promise<FastifyReply> {
  reply.header('cache-control', cacheControl).header('vary', 'Accept-Encoding');
  if (request.method === 'GET') {
    reply.header('etag', body.etag);
    if (matchesIfNoneMatch(request.headers['if-none-match'], body.etag)) return reply.code(304).send();
  }
  reply.type('application/json; charset=utf-8');
  const encoding =
    request.headers['x-no-compression'] === undefined && body.bytes >= COMPRESS_THRESHOLD
      ? pickEncoding(request.headers['accept-encoding'])
      : null;
  if (encoding === null) return reply.send(body.body);
  const compressed = await body.encode(encoding);
  return reply.header('content-encoding', encoding).send(compressed);
}
