import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Serves the built web app's files; plugins/not-found.ts falls back to its index.html for page paths. */
export async function registerSpa(app: FastifyInstance, distDir: string): Promise<boolean> {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn(`No built web app at ${distDir}; run "npm run build". Serving the API only.`);
    return false;
  }
  await app.register(fastifyStatic, { root: distDir, wildcard: false, index: false, maxAge: '1h' });

  return true;
}
