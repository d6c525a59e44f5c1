import net from 'node:net';

/**
 * A loopback port nothing listens on now, for a server a test spawns. The operating system picks it, so
 * tests running side by side do not meet on one port (random ports in overlapping ranges once gave a
 * server another test's port, and it never answered /api/health).
 */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const address = server.address();
  await new Promise<void>((resolve) => {
    server.close(() => {
      resolve();
    });
  });
  if (address === null || typeof address === 'string') throw new Error('no TCP port was given');
  return address.port;
}
