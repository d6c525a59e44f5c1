import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The real FAA figures of ../shared/data/faa, copied to ./faa-data (its SOURCES.md says where they come from), converted here into the product's own
 * import template columns (the product reads its template; reading FAA's own layouts is issue 31 part A).
 */
// A copy of ../shared/data/faa kept in the repository, so a checkout anywhere (CI's, the Node 24 copy) has it.
const FAA_DIR = fileURLToPath(new URL('./faa-data/', import.meta.url));

type NpiasFile = { count: number; airports: { locid: string; name: string; city: string; state: string }[] };
type HistoryFile = { years: number[]; airports: Record<string, { aig?: (number | null)[] }> };

function readJson(name: string): unknown {
  const file = `${FAA_DIR}${name}`;
  if (!fs.existsSync(file)) throw new Error(`The real FAA data is missing: ${file} (see SOURCES.md)`);
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

export type CountryAirport = { code: string; name: string; city: string; state: string };
/** One airport's AIG allocation in one fiscal year, in whole dollars. */
export type CountryAllocation = { code: string; fiscalYear: number; dollars: number };

/** The 3,287 NPIAS airports, as FAA's NPIAS 2025-2029 Appendix A lists them. */
export function npiasAirports(): CountryAirport[] {
  const file = readJson('npias-airports.json') as NpiasFile;
  return file.airports.map((airport) => ({
    code: airport.locid,
    name: airport.name,
    city: airport.city,
    state: airport.state,
  }));
}

/**
 * The AIG allocations FY22-26 of history.json. Its figures are $ millions rounded to 0.01, so whole dollars
 * are the hundredths times 10,000 (exact). A null year is no figure (none in the file's AIG arrays).
 */
export function aigAllocations(): CountryAllocation[] {
  const file = readJson('history.json') as HistoryFile;
  const rows: CountryAllocation[] = [];
  for (const [code, airport] of Object.entries(file.airports)) {
    airport.aig?.forEach((millions, index) => {
      const fiscalYear = file.years[index];
      if (millions === null || fiscalYear === undefined) return;
      rows.push({ code, fiscalYear, dollars: Math.round(millions * 100) * 10_000 });
    });
  }
  return rows;
}

/** The airports import template (Location Identifier, Airport, City, TDOT PM) as CSV text. */
export function airportsTemplateCsv(airports: readonly CountryAirport[]): Buffer {
  const quote = (text: string) => (/[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
  const lines = ['Location Identifier,Airport,City,TDOT PM'];
  for (const airport of airports)
    lines.push([airport.code, airport.name, airport.city, ''].map(quote).join(','));
  return Buffer.from(lines.join('\r\n'), 'utf8');
}

/** The allocations import template (Location Identifier, Fiscal Year, Amount) as CSV text. */
export function allocationsTemplateCsv(allocations: readonly CountryAllocation[]): Buffer {
  const lines = ['Location Identifier,Fiscal Year,Amount'];
  for (const row of allocations) lines.push(`${row.code},${row.fiscalYear},${row.dollars}`);
  return Buffer.from(lines.join('\r\n'), 'utf8');
}
