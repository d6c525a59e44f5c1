// Used by `npm run bench`: prints, as JSON, how long the Uniform Report of one fiscal year takes (SQL
// aggregates + domain sections + cross-checks) with 10,000 contracts and 50,000 commitments, on a fresh
// PGlite database in a temporary directory (no HTTP).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config';
import { insertDbeBenchData } from '../demo/dbe-bench-data';
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
    const cpuTimes: number[] = [];
    for (let run = 0; run <= RUNS; run += 1) {
      const started = performance.now();
      const cpu = process.cpuUsage();
      await computeDbeReport(db, FISCAL_YEAR);
      const used = process.cpuUsage(cpu);
      if (run === 0) continue; // run 0 warms up
      times.push(performance.now() - started);
      cpuTimes.push((used.user + used.system) / 1000);
    }
    // The embedded database runs in this process: its CPU time is the figure a busy machine does not inflate.
    console.log(JSON.stringify({ ...counts, reportMs: median(times), reportCpuMs: median(cpuTimes) }));
  } finally {
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
