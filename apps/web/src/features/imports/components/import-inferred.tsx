import { Alert, Checkbox, Select, Stack, Text } from '@mantine/core';
import { AIG_FISCAL_YEARS, type ImportReport } from '@bil/domain';

const YEAR_FROM = {
  column: 'its column',
  'sheet name': 'from the sheet name',
  title: 'from the title',
  chosen: 'as chosen',
} as const;

/** What the dry run worked out from the file's layout: per sheet, the header row and the fiscal year. */
export function ImportInferred({ report }: { report: ImportReport }) {
  return (
    <Stack gap={2} aria-label="What the import read">
      {report.sheetsRead.map((read) => (
        <Text size="sm" key={read.sheet ?? 'file'}>
          {`${read.sheet === null ? 'File' : `Sheet ‘${read.sheet}’`}: header row ${read.headerRow}`}
          {read.fiscalYear === null || read.fiscalYearFrom === null
            ? ''
            : `; fiscal year ${read.fiscalYear} (${YEAR_FROM[read.fiscalYearFrom]})`}
        </Text>
      ))}
    </Stack>
  );
}

/** The fiscal year for a sheet without a Fiscal Year column; blank = found in the sheet name or title. */
export function FiscalYearChoice({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (year: number | null) => void;
}) {
  return (
    <Select
      label="Fiscal year"
      description="For a sheet without a Fiscal Year column"
      placeholder="From the sheet name or title"
      data={AIG_FISCAL_YEARS.map((year) => ({ value: String(year), label: `FY ${year}` }))}
      value={value === null ? null : String(value)}
      onChange={(next) => {
        onChange(next ? Number(next) : null);
      }}
      clearable
      w={220}
    />
  );
}

/** Airports the catalogue lacks, listed once, with the choice to add them from the file's columns. */
export function UnknownAirports({
  report,
  create,
  onCreate,
}: {
  report: ImportReport;
  create: boolean;
  onCreate: (create: boolean) => void;
}) {
  if (report.unknownAirports.length === 0) return null;
  const listed = report.unknownAirports
    .map((airport) => `${airport.code}${airport.name ? ` (${airport.name})` : ''}`)
    .join(', ');
  return (
    <Alert color="yellow" variant="light" title="Airports not in the catalogue">
      <Stack gap="xs">
        <Text size="sm">{listed}</Text>
        <Checkbox
          label="Add them to the catalogue from the file (id, name, city); otherwise their rows are refused"
          checked={create}
          onChange={(event) => {
            onCreate(event.currentTarget.checked);
          }}
        />
      </Stack>
    </Alert>
  );
}
