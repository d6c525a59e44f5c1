// Vitest fails a run on an error raised outside any test (an unhandled rejection, a worker that died) even when
// every test passed, and its JSON report does not record it. This reporter writes those errors to a file so the
// closing summary (summarize.mjs), the last lines a CI log shows, can name them.
import fs from 'node:fs';
import path from 'node:path';

const outputFile = process.env.VITEST_ERRORS_FILE ?? '.artifacts/vitest-errors.json';

export default class VitestErrorsReporter {
  onTestRunEnd(_testModules, unhandledErrors) {
    const errors = (unhandledErrors ?? []).map((error) => ({
      message: String(error?.message ?? error).slice(0, 500),
      stack: String(error?.stack ?? '')
        .split('\n')
        .slice(0, 8)
        .join('\n'),
      testFile: error?.VITEST_TEST_PATH ? path.relative(process.cwd(), error.VITEST_TEST_PATH) : null,
      testName: error?.VITEST_TEST_NAME ?? null,
    }));
    fs.mkdirSync(path.dirname(outputFile), { recursive: true });
    fs.writeFileSync(outputFile, JSON.stringify(errors, null, 2));
  }
}
