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

// dist/ is overwritten, not emptied first: a running server may still load a chunk from it.
await esbuild.build({
  entryPoints: {
    main: path.join(here, 'src/main.ts'),
    user: path.join(here, 'src/cli/user.ts'),
    demo: path.join(here, 'src/cli/demo.ts'),
    import: path.join(here, 'src/cli/import.ts'),
    export: path.join(here, 'src/cli/export.ts'),
    backup: path.join(here, 'src/cli/backup-command.ts'),
    restore: path.join(here, 'src/cli/restore-command.ts'),
    jobs: path.join(here, 'src/cli/jobs.ts'),
  },
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
