import { randomBytes } from 'node:crypto';
import { loadConfig, type AppConfig } from '../../src/config';

// One explicit secret per test process: every app a test builds (and a second app on its database) shares it.
const TEST_AUTH_SECRET = randomBytes(32).toString('hex');

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://localhost:3000',
      AUTH_SECRET: TEST_AUTH_SECRET,
    }),
    ...overrides,
  };
}
