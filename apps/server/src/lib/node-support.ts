// Which Node.js versions the product runs on (issue 33). The root package.json `engines` field holds the
// same range (a test keeps them equal): it is the intersection of our dependencies' own engines fields
// (eslint, jsdom and rolldown need 20.19+, 22.13+ or 24+). CI runs Node 20 and Node 24 LTS.

export const SUPPORTED_NODE_RANGE = '^20.19.0 || ^22.13.0 || >=24';

/** null when `version` (as in process.version, e.g. "v24.21.0") is supported, else the one line to print. */
export function describeUnsupportedNode(version: string): string | null {
  const match = /^v?(\d+)\.(\d+)\.(\d+)/.exec(version);
  if (match) {
    const major = Number(match[1]);
    const minor = Number(match[2]);
    if (major >= 24 || (major === 22 && minor >= 13) || (major === 20 && minor >= 19)) return null;
  }
  return (
    `Unsupported Node.js ${version}: the airport grants tracker needs Node.js 24 LTS, 22.13+ or 20.19+ ` +
    `(${SUPPORTED_NODE_RANGE}); install Node.js 24 LTS.`
  );
}

/** Run first by every compiled entry point (build.mjs): refuse an unsupported Node before loading anything. */
export function exitIfUnsupportedNode(): void {
  const refusal = describeUnsupportedNode(process.version);
  if (refusal === null) return;
  console.error(refusal);
  process.exit(1);
}
