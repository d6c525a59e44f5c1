import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_NODE_RANGE, describeUnsupportedNode } from '../src/lib/node-support';
import { TEST_DB_KIND } from './support/test-database';

// A pure rule of the version string: it does not depend on the test database kind, so it runs once.
describe.runIf(TEST_DB_KIND === 'pglite')('supported Node.js versions (issue 33)', () => {
  it('is the range package.json engines names', () => {
    const rootPackage = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { engines: { node: string } };
    expect(rootPackage.engines.node).toBe(SUPPORTED_NODE_RANGE);
  });

  // Hand-worked from the range: 20 from 20.19, 22 from 22.13, every version from 24 on; 21 and 23 never.
  it.each(['v20.19.0', 'v20.20.2', 'v22.13.0', 'v22.23.3', 'v24.0.0', 'v24.21.0', 'v26.10.0'])(
    'runs on %s',
    (version) => {
      expect(describeUnsupportedNode(version)).toBeNull();
    },
  );

  it.each(['v18.20.8', 'v20.18.3', 'v21.7.3', 'v22.12.0', 'v23.11.1', 'v9.11.2', 'nonsense', ''])(
    'refuses %s in one line that says what to install',
    (version) => {
      const refusal = describeUnsupportedNode(version);
      expect(refusal).toBe(
        `Unsupported Node.js ${version}: the airport grants tracker needs Node.js 24 LTS, 22.13+ or 20.19+ ` +
          '(^20.19.0 || ^22.13.0 || >=24); install Node.js 24 LTS.',
      );
    },
  );
});
