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
  const hashedDir = path.resolve(distDir, 'assets') + path.sep;
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    maxAge: '1h',
    // Vite names each file under assets/ by its content, so a changed file gets a new name: the browser
    // may keep these for good instead of asking again for each of a page's chunks once an hour is up.
    setHeaders: (reply, filePath) => {
      if (filePath.startsWith(hashedDir)) {
        reply.header('cache-control', 'public, max-age=31536000, immutable');
      }
    },
  });

  return true;
}
