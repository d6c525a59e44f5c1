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

export function buildLoggerOptions(level: string): LoggerOptions {
  return { level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } };
}
