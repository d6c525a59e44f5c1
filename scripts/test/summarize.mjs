// One closing line for the whole run, summed over Vitest's and Playwright's JSON reports.
import fs from 'node:fs';

const readJson = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null);
let passed = 0;
let failed = 0;
let skipped = 0;

const vitest = readJson(process.argv[2]);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped += vitest.numPendingTests + vitest.numTodoTests;
}
const playwright = readJson(process.argv[3]);
if (playwright?.stats) {
  passed += playwright.stats.expected + playwright.stats.flaky;
  failed += playwright.stats.unexpected;
  skipped += playwright.stats.skipped;
}
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
