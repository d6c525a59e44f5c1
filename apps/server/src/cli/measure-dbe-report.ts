// Used by `npm run bench`: prints, as JSON, how long the Uniform Report of one fiscal year takes (SQL
// aggregates + domain sections + cross-checks) with 10,000 contracts and 50,000 commitments, on a fresh
// PGlite database in a temporary directory (no HTTP).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config';
import { insertDbeBenchData } from '../db/demo/dbe-bench-data';
import { computeDbeReport } from '../modules/dbe';
import { openDatabase } from '../server';
import { runCommand } from './cli-support';

const RUNS = 5;
const CONTRACTS = Number(process.env.DBE_BENCH_CONTRACTS ?? 10_000);
const COMMITMENTS_PER_CONTRACT = 5;
const FISCAL_YEAR = 2025;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

runCommand(async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bil-dbe-bench-'));
  const { handle } = await openDatabase(loadConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }));
  try {
    const db = handle.db;
    const counts = await insertDbeBenchData(db, CONTRACTS, COMMITMENTS_PER_CONTRACT);
    const times: number[] = [];
    for (let run = 0; run <= RUNS; run += 1) {
      const started = performance.now();
      await computeDbeReport(db, FISCAL_YEAR);
      if (run > 0) times.push(performance.now() - started); // run 0 warms up
    }
    console.log(JSON.stringify({ ...counts, reportMs: median(times) }));
  } finally {
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
