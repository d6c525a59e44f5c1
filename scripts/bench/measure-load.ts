// Issue 34, finding 9: many clients at once against one server, with autocannon (loopback only).
import autocannon from 'autocannon';

/** 50 clients, as the probe that found the problem; each run stops at whichever bound comes first. */
export const LOAD_CLIENTS = 50;
export const LOAD_MAX_SECONDS = 15;
export const LOAD_MAX_REQUESTS = 20_000;

export type LoadFigures = {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Answers other than 2xx/304, and connection errors and timeouts. */
  failures: number;
};

export type LoadRequest = {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
};

/** Refuses anything but this machine: the load mode must never be pointed at someone else's server. */
function assertLoopback(baseUrl: string): void {
  const host = new URL(baseUrl).hostname;
  if (!['localhost', '127.0.0.1', '[::1]'].includes(host))
    throw new Error(`load mode runs against loopback only, not ${host}`);
}

/**
 * LOAD_CLIENTS connections sending the requests in turn, bounded by LOAD_MAX_SECONDS and LOAD_MAX_REQUESTS.
 * With `addresses`, each request carries one of that many X-Forwarded-For addresses (the server must trust
 * the proxy), so the per-address limit on public share reads sees many visitors, not one.
 */
export async function measureLoad(
  baseUrl: string,
  requests: LoadRequest[],
  options: { addresses?: number } = {},
): Promise<LoadFigures> {
  assertLoopback(baseUrl);
  let sent = 0;
  const result = await autocannon({
    url: baseUrl,
    connections: LOAD_CLIENTS,
    duration: LOAD_MAX_SECONDS,
    maxOverallRequests: LOAD_MAX_REQUESTS,
    timeout: 30,
    requests: requests.map((request) => ({
      method: request.method,
      path: request.path,
      headers: { 'accept-encoding': 'gzip', ...request.headers },
      setupRequest: (req) => {
        if (!options.addresses) return req;
        const address = `10.34.${Math.floor(sent / 250) % 250}.${sent % 250}`;
        sent = (sent + 1) % options.addresses;
        return { ...req, headers: { ...req.headers, 'x-forwarded-for': address } };
      },
    })),
  });
  const ok = result['2xx'] + result['1xx'];
  const requestsDone = result.requests.total;
  return {
    requestsPerSecond: requestsDone / (result.duration || 1),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: requestsDone,
    failures: requestsDone - ok - count304(result) + result.errors + result.timeouts,
  };
}

// autocannon counts 304 among 3xx; a 304 to If-None-Match is a good answer.
const count304 = (result: autocannon.Result) => result.statusCodeStats?.['304']?.count ?? 0;
