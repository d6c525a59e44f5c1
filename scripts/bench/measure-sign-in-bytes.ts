import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

/** What a first visit to the sign-in page fetches: its JS and CSS, gzipped (zlib's default level). */
export type SignInBytes = { scripts: number; stylesheets: number; gzipBytes: number };

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Opens /auth in a fresh Chromium profile (nothing cached) and adds up every script and stylesheet it loads. */
export async function measureSignInBytes(baseUrl: string): Promise<SignInBytes> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ baseURL: baseUrl });
    const bodies: Promise<{ type: string; bytes: number }>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      bodies.push(response.body().then((body) => ({ type, bytes: gzipSync(body).length })));
    });
    await page.goto('/auth', { waitUntil: 'networkidle' });
    await page.getByRole('form', { name: 'Sign in' }).waitFor();
    const loaded = await Promise.all(bodies);
    return {
      scripts: loaded.filter((entry) => entry.type === 'script').length,
      stylesheets: loaded.filter((entry) => entry.type === 'stylesheet').length,
      gzipBytes: loaded.reduce((sum, entry) => sum + entry.bytes, 0),
    };
  } finally {
    await browser.close();
  }
}
