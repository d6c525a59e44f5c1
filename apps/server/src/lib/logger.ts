import type { LoggerOptions } from 'pino';

/** SPEC §9: sensitive fields never reach the log. */
export const REDACTED_PATHS = [
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'secret',
  'apiKey',
  'api_key',
  'card',
  'ssn',
  'email',
  'name',
  'address',
  'phone',
  'user_metadata',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.token',
  '*.secret',
  '*.apiKey',
  '*.api_key',
  '*.card',
  '*.ssn',
  '*.email',
  '*.name',
  '*.address',
  '*.phone',
  '*.user_metadata',
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
];

// Links in mails carry their secret in the path or the query: the request log keeps neither.
const SECRET_SEGMENT = /\/(reset-password|public\/shares)\/[^/?]+/gi;
const SHARE_PAGE = /^(\/share\/(?:[^/?]+\/)*)[^/?]+/; // the last segment of /share/... is the link's id
const SECRET_QUERY = /([?&][^=&]*(token|secret|password|code|key)[^=&]*=)[^&]*/gi;

/** A request URL as the log may show it: tokens in reset links, share paths and queries replaced. */
export function redactUrl(url: string): string {
  return url
    .replace(SECRET_SEGMENT, '/$1/[redacted]')
    .replace(SHARE_PAGE, '$1[redacted]')
    .replace(SECRET_QUERY, '$1[redacted]');
}

type LoggedRequest = { method: string; url: string; ip?: string };

export function buildLoggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
      }),
    },
  };
}
