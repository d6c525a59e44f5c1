import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Serves the built web app, with every non-API path falling back to index.html (client-side routes). */
export async function registerSpa(app: FastifyInstance, distDir: string): Promise<boolean> {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn(`No built web app at ${distDir}; run "npm run build". Serving the API only.`);
    return false;
  }
  await app.register(fastifyStatic, { root: distDir, wildcard: false, index: false, maxAge: '1h' });
  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      request.method === 'GET' &&
      !request.url.startsWith('/api/') &&
      !path.extname(request.url.split('?')[0] ?? '');
    if (wantsPage) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ error: `No route ${request.method} ${request.url.split('?')[0] ?? ''}` });
  });
  return true;
}
