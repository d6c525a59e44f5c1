import {
  Alert,
  Anchor,
  Button,
  Card,
  Checkbox,
  FileInput,
  Group,
  Progress,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IMPORT_KIND_LABELS, MAX_IMPORT_BYTES, type ImportKind, type ImportReport } from '@bil/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryState } from '@/components/query-state';
import { sendImport, useImportHistory, useSaveMapping, type ImportSend } from '../api/use-imports';
import { ColumnMapping } from './column-mapping';
import { ImportHistory } from './import-history';
import { FiscalYearChoice, ImportInferred, UnknownAirports } from './import-inferred';
import { ImportReportTable } from './import-report-table';
import { PageHeading } from '@/components/page';

type Progress = { label: string; share: number | null; detail?: string } | null;

const count = (value: number) => value.toLocaleString('en-US');

/** /import: upload a spreadsheet, read the dry run, apply it; the history with Undo below. */
export function ImportPage() {
  const history = useImportHistory();
  return (
    <Stack gap="md" p={{ base: 'sm', sm: 'lg' }}>
      <PageHeading
        title="Import"
        description="Load projects, airports, AIG allocations, DBE firms and contracts, grants, reimbursements and inspections from a spreadsheet: every row is checked first."
      />
      <QueryState query={history} title="Error Loading Imports">
        {history.data ? (
          <>
            <ImportWizard kinds={history.data.kinds} />
            {history.data.abilities.export ? <ExportCard /> : null}
            <Card withBorder padding="md">
              <Title order={2} fz={18} mb="sm">
                Import history
              </Title>
              <ImportHistory runs={history.data.runs} />
            </Card>
          </>
        ) : null}
      </QueryState>
    </Stack>
  );
}

function ImportWizard({ kinds }: { kinds: ImportKind[] }) {
  const client = useQueryClient();
  const saveMapping = useSaveMapping();
  const [kind, setKind] = useState<ImportKind>(kinds[0] ?? 'projects');
  const [file, setFile] = useState<File | null>(null);
  const [sheet, setSheet] = useState<string | null>(null);
  const [mapping, setMapping] = useState<Record<string, string | null> | undefined>(undefined);
  const [skipInvalid, setSkipInvalid] = useState(false);
  const [fiscalYear, setFiscalYear] = useState<number | null>(null);
  const [createAirports, setCreateAirports] = useState(false);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<Progress>(null);
  const [applied, setApplied] = useState<ImportReport | null>(null);

  const run = async (send: Omit<ImportSend, 'kind'>) => {
    setError(null);
    setApplied(null);
    const applying = send.mode === 'apply';
    const label = applying ? 'Checking and writing rows' : 'Checking rows';
    setProgress({ label: 'Uploading', share: 0 });
    try {
      const result = await sendImport({ kind, fiscalYear, createAirports, ...send }, (step) => {
        if (step.stage === 'upload') {
          setProgress(step.share < 1 ? { label: 'Uploading', share: step.share } : { label, share: null });
          return;
        }
        const { checked, written, share } = step.progress;
        const detail = applying
          ? `${count(checked)} rows checked, ${count(written)} rows written`
          : `${count(checked)} rows checked`;
        setProgress({ label, share, detail });
      });
      if (send.mode === 'apply' && result.applied) {
        setApplied(result);
        setReport(null);
        setFile(null);
        await client.invalidateQueries();
      } else setReport(result);
      if (!send.mapping) setMapping(result.mapping);
    } catch (caught) {
      setReport(null);
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setProgress(null);
    }
  };

  const choose = (next: File | null) => {
    setFile(next);
    setSheet(null);
    setMapping(undefined);
    setReport(null);
    setCreateAirports(false);
    if (next) void run({ mode: 'dry-run', file: next });
  };
  const canApply =
    file !== null && report !== null && (report.counts.refused === 0 || skipInvalid) && progress === null;
  const writes = report ? report.counts.created + report.counts.updated : 0;

  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        {kinds.length > 1 ? (
          <Select
            label="What to import"
            value={kind}
            allowDeselect={false}
            onChange={(value) => {
              if (!value) return;
              setKind(value);
              choose(null);
            }}
            data={kinds.map((value) => ({ value, label: IMPORT_KIND_LABELS[value] }))}
            w={320}
            maw="100%"
          />
        ) : null}
        <Group align="flex-end" gap="md" wrap="wrap">
          <FileInput
            label="Spreadsheet (.xlsx, .xls or .csv)"
            placeholder="Choose a file"
            accept=".xlsx,.xlsm,.csv,.txt,.xls"
            value={file}
            onChange={choose}
            clearable
            w={320}
            maw="100%"
            description={`Up to ${MAX_IMPORT_BYTES / 1024 / 1024} MB`}
          />
          {report && report.sheets.length > 1 ? (
            <Select
              label="Sheet"
              data={report.sheets}
              value={sheet ?? report.sheet}
              allowDeselect={false}
              onChange={(value) => {
                setSheet(value);
                if (file) void run({ mode: 'dry-run', file, sheet: value, mapping: undefined });
              }}
              w={200}
            />
          ) : null}
          {kind === 'allocations' ? (
            <FiscalYearChoice
              value={fiscalYear}
              onChange={(year) => {
                setFiscalYear(year);
                if (file) void run({ mode: 'dry-run', file, sheet, mapping, fiscalYear: year });
              }}
            />
          ) : null}
          <Anchor href={`/api/imports/templates/${kind}`} download size="sm">
            Download the template ({IMPORT_KIND_LABELS[kind]})
          </Anchor>
        </Group>
        {progress ? (
          <Stack gap={4}>
            <Group justify="space-between" gap="xs">
              <Text size="sm">{progress.label}…</Text>
              {progress.detail ? (
                <Text size="sm" c="dimmed" aria-live="polite">
                  {progress.detail}
                </Text>
              ) : null}
            </Group>
            <Progress
              value={progress.share === null ? 100 : progress.share * 100}
              animated={progress.share === null}
              striped={progress.share === null}
              aria-label={progress.label}
            />
          </Stack>
        ) : null}
        {error ? (
          <Alert color="red" variant="light" role="alert" title="The file was not imported">
            {error}
          </Alert>
        ) : null}
        {applied ? (
          <Alert color="green" variant="light" role="status" title="Import applied">
            {`${applied.counts.created} created, ${applied.counts.updated} updated, ${applied.counts.unchanged} unchanged, ${applied.counts.refused} refused. You can undo it from the history below.`}
          </Alert>
        ) : null}
        {report && file ? (
          <>
            <ImportInferred report={report} />
            <Title order={2} fz={18}>
              Columns
            </Title>
            <ColumnMapping
              kind={kind}
              headers={report.headers}
              mapping={mapping ?? report.mapping}
              onChange={setMapping}
            />
            <Group>
              <Button
                variant="default"
                onClick={() => {
                  saveMapping.mutate({ kind, mapping: mapping ?? report.mapping });
                }}
                loading={saveMapping.isPending}
              >
                {saveMapping.isSuccess ? 'Mapping saved' : 'Save mapping'}
              </Button>
              <Button
                variant="default"
                onClick={() => void run({ mode: 'dry-run', file, sheet, mapping })}
                disabled={progress !== null}
              >
                Check again
              </Button>
            </Group>
            <Title order={2} fz={18}>
              Dry run
            </Title>
            <UnknownAirports
              report={report}
              create={createAirports}
              onCreate={(create) => {
                setCreateAirports(create);
                void run({ mode: 'dry-run', file, sheet, mapping, createAirports: create });
              }}
            />
            <ImportReportTable report={report} />
            <Group>
              {report.counts.refused > 0 ? (
                <Checkbox
                  label="Import the valid rows and skip the refused ones"
                  checked={skipInvalid}
                  onChange={(event) => {
                    setSkipInvalid(event.currentTarget.checked);
                  }}
                />
              ) : null}
              <Button
                disabled={!canApply || writes === 0}
                onClick={() => void run({ mode: 'apply', file, sheet, mapping, skipInvalid })}
              >
                {`Apply ${writes} change${writes === 1 ? '' : 's'}`}
              </Button>
            </Group>
          </>
        ) : null}
      </Stack>
    </Card>
  );
}

/** Everything the person may see, as one workbook or a zip of CSVs (the files import back unchanged). */
function ExportCard() {
  return (
    <Card withBorder padding="md">
      <Title order={2} fz={18} mb={4}>
        Export
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Everything you can see, a sheet per kind, with the import’s column names.
      </Text>
      <Group gap="sm">
        <Button component="a" href="/api/exports/everything.xlsx" download variant="default">
          Download workbook (.xlsx)
        </Button>
        <Button component="a" href="/api/exports/everything.zip" download variant="default">
          Download CSV files (.zip)
        </Button>
      </Group>
    </Card>
  );
}
