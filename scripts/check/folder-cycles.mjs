// `npm run check`: fails when imports form a cycle between folders (docs/ARCHITECTURE.md, "Layers").
// A folder is a top-level folder of a package's src/ (modules/<area> and features/<area> each count as
// one); a file directly in src/ is a node of its own (config.ts sits at the bottom, main.ts at the top).
// Type-only imports count too: they tie the folders together as much as any other import.
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import path from 'node:path';

const ROOTS = [
  { src: 'apps/server/src', alias: null },
  { src: 'apps/web/src', alias: '@/' },
  { src: 'packages/domain/src', alias: null },
];
const NESTED = new Set(['modules', 'features']);
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\b[^'"`;]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : files(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

function resolveFile(base) {
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

function nodeOf(src, file) {
  const parts = path.relative(src, file).split(path.sep);
  if (parts.length === 1) return parts[0];
  if (NESTED.has(parts[0]) && parts.length > 2) return `${parts[0]}/${parts[1]}`;
  return `${parts[0]}/`;
}

/** Tarjan's strongly connected components: each one with more than one node is a cycle. */
function cycles(graph) {
  let index = 0;
  const stack = [];
  const meta = new Map();
  const found = [];
  const visit = (node) => {
    meta.set(node, { index, low: index, onStack: true });
    index += 1;
    stack.push(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!meta.has(next)) {
        visit(next);
        meta.get(node).low = Math.min(meta.get(node).low, meta.get(next).low);
      } else if (meta.get(next).onStack)
        meta.get(node).low = Math.min(meta.get(node).low, meta.get(next).index);
    }
    if (meta.get(node).low === meta.get(node).index) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        meta.get(member).onStack = false;
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component);
    }
  };
  for (const node of graph.keys()) if (!meta.has(node)) visit(node);
  return found;
}

let failed = false;
for (const { src, alias } of ROOTS) {
  const graph = new Map();
  for (const file of files(src)) {
    const from = nodeOf(src, file);
    if (!graph.has(from)) graph.set(from, new Map());
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const spec = match[1] ?? match[2];
      let base = null;
      if (spec.startsWith('.')) base = path.resolve(path.dirname(file), spec);
      else if (alias && spec.startsWith(alias)) base = path.resolve(src, spec.slice(alias.length));
      const target = base && resolveFile(base);
      if (!target || !path.resolve(target).startsWith(path.resolve(src))) continue;
      const to = nodeOf(src, target);
      if (to !== from && !graph.get(from).has(to))
        graph.get(from).set(to, `${path.relative('.', file)} -> ${spec}`);
    }
  }
  for (const component of cycles(graph)) {
    failed = true;
    const members = new Set(component);
    console.error(`Import cycle between folders of ${src}: ${component.sort().join(', ')}`);
    for (const node of component) {
      for (const [to, example] of graph.get(node))
        if (members.has(to)) console.error(`  ${node} -> ${to}: ${example}`);
    }
  }
}
if (failed) {
  console.error('Folders import one way (docs/ARCHITECTURE.md, "Layers"): break each cycle above.');
  process.exit(1);
}
console.log('folder-cycles: no import cycle between folders');
