// `npm run build -w @bil/server`: compiles the server and its command-line tools to dist/ with esbuild,
// so production runs plain `node` (no tsx) and installs without the dev packages.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const outdir = path.join(here, 'dist');
const pkg = JSON.parse(fs.readFileSync(path.join(here, 'package.json'), 'utf8'));

let esbuild;
try {
  esbuild = await import('esbuild');
} catch {
  // An install without dev packages (npm ci --omit=dev) cannot compile: it runs the build it was given.
  if (fs.existsSync(path.join(outdir, 'main.js'))) process.exit(0);
  console.error('Cannot build the server: esbuild is missing. Run npm install (with dev packages) first.');
  process.exit(1);
}

const entries = {
  main: 'src/main.ts',
  user: 'src/cli/user.ts',
  demo: 'src/cli/demo.ts',
  import: 'src/cli/import.ts',
  export: 'src/cli/export.ts',
  backup: 'src/cli/backup-command.ts',
  restore: 'src/cli/restore-command.ts',
  jobs: 'src/cli/jobs.ts',
};

// Every compiled entry first refuses an unsupported Node.js (lib/node-support.ts, issue 33) and only then
// loads the command: a static import of the command would load its packages before the check ran.
const nodeCheckFirst = {
  name: 'node-check-first',
  setup(build) {
    build.onResolve({ filter: /^node-check-first:/ }, (args) => ({
      path: args.path.slice('node-check-first:'.length),
      namespace: 'node-check-first',
    }));
    build.onLoad({ filter: /.*/, namespace: 'node-check-first' }, (args) => ({
      contents:
        `import { exitIfUnsupportedNode } from ${JSON.stringify(path.join(here, 'src/lib/node-support.ts'))};\n` +
        `exitIfUnsupportedNode();\n` +
        `await import(${JSON.stringify(path.join(here, args.path))});\n`,
      resolveDir: here,
      loader: 'js',
    }));
  },
};

// dist/ is overwritten, not emptied first: a running server may still load a chunk from it.
await esbuild.build({
  entryPoints: Object.fromEntries(
    Object.entries(entries).map(([name, source]) => [name, `node-check-first:${source}`]),
  ),
  plugins: [nodeCheckFirst],
  outdir,
  bundle: true,
  // Code split so that what only the demo or one command uses loads only there. Every file sits
  // directly in dist/, as deep as src/app.ts, whose path to the web build (../../web/dist) stays right.
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  // Installed packages stay imports; the workspace's own TypeScript (@bil/domain) is compiled in.
  external: Object.keys(pkg.dependencies ?? {}),
  logLevel: 'warning',
});
