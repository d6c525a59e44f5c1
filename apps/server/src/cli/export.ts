// `npm run export -- FILE.xlsx|FILE.zip`: everything in the database as one workbook or a zip of CSVs.
import fs from 'node:fs';
import { resolveAccess, type Actor } from '@bil/domain';
import { loadConfig } from '../config';
import { exportCsvZip, exportWorkbook } from '../modules/imports';
import { openDatabase } from '../server';
import { UsageError, runCommand, readPositionals } from './cli-support';

const HELP = `Usage: npm run export -- FILE.xlsx | FILE.zip

Writes every project, airport (with its PM) and AIG allocation of the database the server uses
(DATABASE_URL, else the embedded database in DATA_DIR) as one workbook with a sheet per kind (.xlsx)
or as a zip of CSV files (.zip). The headers are the import's field names: the file imports back.
With the embedded database, stop the server first: only one process may open it.`;

const SYSTEM_ACTOR: Actor = {
  ...resolveAccess({ account: null, hasSystemBypass: true, signedIn: true }),
  userId: null,
};

runCommand(async () => {
  const positionals = readPositionals(HELP);
  if (positionals === null) return;
  const [file, ...rest] = positionals;
  if (!file || rest.length > 0 || !/\.(xlsx|zip)$/i.test(file)) {
    throw new UsageError('Give one FILE ending in .xlsx or .zip');
  }
  const { handle } = await openDatabase(loadConfig());
  try {
    const bytes = /\.zip$/i.test(file)
      ? await exportCsvZip(handle.db, SYSTEM_ACTOR)
      : await exportWorkbook(handle.db, SYSTEM_ACTOR);
    fs.writeFileSync(file, bytes);
    console.log(`Exported to ${file} (${(bytes.length / 1024).toFixed(0)} KiB).`);
  } finally {
    await handle.close();
  }
});
