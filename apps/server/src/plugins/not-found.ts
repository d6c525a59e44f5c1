import type { FastifyInstance, FastifyRequest } from 'fastify';

function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' || request.url.startsWith('/api/')) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * Unknown paths: a browser asking for a page gets the web app (its router shows the route or its
 * not-found page); anything else gets a JSON 404.
 */
export function registerNotFound(app: FastifyInstance, serveSpa: boolean): void {
  app.setNotFoundHandler((request, reply) => {
    if (serveSpa && wantsPage(request)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ error: `No route ${request.method} ${request.url.split('?')[0] ?? ''}` });
  });
}
