import zlib from 'node:zlib';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import { formatInvalidOrigin } from '@bil/domain';
import type { FastifyInstance } from 'fastify';
import { forbidden } from '../lib/http-errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Where writes may come from (see isAllowedOrigin). */
export type OriginPolicy = { trustedOrigins: readonly string[]; publicUrlIsSet: boolean };

/**
 * The Origin's full origin (scheme, host, port) is one of the trusted origins: PUBLIC_URL's when it is set
 * (the Host header is the client's to write, so a forged one changes nothing), else the loopback names.
 * Without PUBLIC_URL (development: the Vite proxy, an address on the LAN) an Origin naming the Host header
 * is also accepted.
 */
export function isAllowedOrigin(origin: string, host: string | undefined, policy: OriginPolicy): boolean {
  if (!URL.canParse(origin)) return false;
  const parsed = new URL(origin);
  if (policy.trustedOrigins.includes(parsed.origin)) return true;
  return !policy.publicUrlIsSet && host !== undefined && parsed.host === host;
}

/**
 * Security headers with a strict CSP (no inline script), API answers kept out of the browser's cache,
 * compression, and an Origin check on writes.
 */
export async function registerSecurity(
  app: FastifyInstance,
  publicUrl: string,
  originPolicy: OriginPolicy,
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets CSS variables through style attributes and one style element.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // HSTS only when people reach the app over https (PUBLIC_URL): behind a TLS proxy the request
    // itself is http; on plain http the header would pin a browser to an https nobody serves.
    hsts: new URL(publicUrl).protocol === 'https:',
  });
  // Fast levels: the big list responses (MBs of JSON) compress 8:1 even at these, at a fraction of the time.
  await app.register(compress, {
    threshold: 1024,
    zlibOptions: { level: 3 },
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 3 } },
  });

  // An API answer carries someone's data: the browser keeps none on disk unless its route says otherwise (the
  // big lists revalidate with an ETag, see cached-reply.ts). Back after signing out reloads the page with the
  // HTTP cache preferred, and a stored GET /api/session would sign the person back in on screen.
  // The route the router matched, not the URL's spelling: it decodes /%61pi/session to /api/session.
  app.addHook('onSend', async (request, reply) => {
    const path = request.routeOptions.url ?? request.url;
    if (path.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });

  // A cross-site page cannot make a signed-in person's browser change anything here. Every method
  // but GET/HEAD/OPTIONS is checked whatever the path: the router decodes /%61pi/me to /api/me,
  // so a test on the raw URL's spelling would let it through.
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin !== undefined && !isAllowedOrigin(origin, request.headers.host, originPolicy)) {
      // Signing in at another name of this same server (a LAN address, localhost beside PUBLIC_URL): say which
      // address works. Any other refused write gets no more than it needs to know.
      const sameServer = URL.canParse(origin) && new URL(origin).host === request.headers.host;
      const signingIn = (request.routeOptions.url ?? '').startsWith('/api/auth/');
      throw forbidden(
        sameServer && signingIn ? formatInvalidOrigin(publicUrl) : 'Cross-site request refused',
      );
    }
    if (origin === undefined && request.headers['sec-fetch-site'] === 'cross-site') {
      throw forbidden('Cross-site request refused');
    }
  });
}
