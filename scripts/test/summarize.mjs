// The closing lines of a whole run, from Vitest's and Playwright's JSON reports: what failed, any error raised
// outside a test (either runner fails the run on one even when every test passed), then one count line.
// A CI log is read from its tail, so everything that explains a red run is printed here, last.
import fs from 'node:fs';

const readJson = (file) => (file && fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null);
const [vitestFile, playwrightFile, vitestErrorsFile] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
const outsideErrors = [];

const vitest = readJson(vitestFile);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped += vitest.numPendingTests + vitest.numTodoTests;
  for (const file of vitest.testResults ?? []) {
    const name = file.name.replace(`${process.cwd()}/`, '');
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed') failures.push(`${name} › ${test.fullName}`);
    }
    if (file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed')) {
      outsideErrors.push(`${name}: ${file.message || 'the file failed outside its tests'}`);
    }
  }
}
for (const error of readJson(vitestErrorsFile) ?? []) {
  const where = [error.testFile, error.testName].filter(Boolean).join(' › ');
  outsideErrors.push(`${where ? `${where}: ` : ''}${error.stack || error.message}`);
}

const playwright = readJson(playwrightFile);
if (playwright?.stats) {
  passed += playwright.stats.expected + playwright.stats.flaky;
  failed += playwright.stats.unexpected;
  skipped += playwright.stats.skipped;
  const visit = (suite, titles) => {
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'unexpected' || test.status === 'flaky') {
          const title = [...titles, spec.title].filter(Boolean).join(' › ');
          failures.push(
            `${spec.file}:${spec.line} › ${title}${test.status === 'flaky' ? ' (flaky: passed on retry)' : ''}`,
          );
        }
      }
    }
  };
  for (const suite of playwright.suites ?? []) visit(suite, []);
  for (const error of playwright.errors ?? [])
    outsideErrors.push(`playwright: ${error.message ?? error.stack}`);
}

if (failures.length > 0)
  console.log(`\nFailed or flaky tests:\n${failures.map((line) => `  - ${line}`).join('\n')}`);
if (outsideErrors.length > 0) {
  console.log(
    `\nErrors outside any test (they fail the run):\n${outsideErrors.map((line) => `  - ${line}`).join('\n')}`,
  );
}
console.log(
  `\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped${outsideErrors.length > 0 ? `, ${outsideErrors.length} errors outside tests` : ''}`,
);
