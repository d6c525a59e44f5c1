import { DBE_COUNTING_RULE_HELP, fiscalYearOfDate, formatDateTime12h, todayInNewYork } from '@bil/domain';
import { Alert, Badge, Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { IconFileTypePdf, IconLock, IconTableExport } from '@tabler/icons-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { QueryState } from '@/components/query-state';
import { dbeReportPdfUrl, useDbeReport, useDbeReportVersion } from '../api/use-dbe-report';
import { CrossChecksPanel } from './cross-checks-panel';
import { exportReportExcel } from './export-report-excel';
import { ReportFormView } from './report-form-view';
import { ReportVersionsPanel } from './report-versions-panel';
import { SubmitReportDialog } from './submit-report-dialog';
import { PageHeading } from '@/components/page';

const FIRST_FISCAL_YEAR = 2022;
const DRAFT = 'draft';

/** Reports are due December 1 for the fiscal year that ended September 30: that year is the default. */
function reportYears(): { years: number[]; due: number } {
  const current = fiscalYearOfDate(todayInNewYork()) ?? FIRST_FISCAL_YEAR + 1;
  const years: number[] = [];
  for (let year = current; year >= FIRST_FISCAL_YEAR; year -= 1) years.push(year);
  return { years, due: current - 1 };
}

/** /dbe/annual-reporting: the Uniform Report of a fiscal year, its cross-checks, submission and versions. */
export function AnnualReportingPage() {
  const { years, due } = reportYears();
  const [fiscalYear, setFiscalYear] = useState(due);
  const [shown, setShown] = useState<string>(DRAFT);
  const [submitting, setSubmitting] = useState(false);
  const query = useDbeReport(fiscalYear);
  const versionNumber = shown === DRAFT ? null : Number(shown);
  const version = useDbeReportVersion(fiscalYear, versionNumber);
  const answer = query.data;
  const versions = answer?.versions ?? [];
  const snapshot = versionNumber === null ? null : version.data;
  const report = versionNumber === null ? answer?.report : snapshot?.report;
  const crossChecks = versionNumber === null ? answer?.crossChecks : snapshot?.crossChecks;
  const label =
    versionNumber === null
      ? `Draft computed ${formatDateTime12h(new Date().toISOString())}`
      : `Version ${versionNumber} submitted ${snapshot ? formatDateTime12h(snapshot.submittedAt) : ''} by ${snapshot?.submittedBy ?? 'unknown'}`;
  const fileName = `dbe-uniform-report-fy${fiscalYear}-${versionNumber === null ? 'draft' : `v${versionNumber}`}`;

  const exportExcel = async () => {
    if (!report) return;
    try {
      await exportReportExcel(report, label, fileName);
      toast.success('Report exported as Excel');
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Excel export failed');
    }
  };

  return (
    <Stack gap="md" p={{ base: 'sm', sm: 'lg' }}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <PageHeading
          title="Annual Reporting"
          description="Uniform Report of DBE Awards or Commitments and Payments (49 CFR Part 26, Appendix B) · due December 1"
        >
          <Text c="dimmed" size="xs" maw={760} data-testid="dbe-counting-rule">
            {DBE_COUNTING_RULE_HELP}
          </Text>
        </PageHeading>
        <Group gap="xs" wrap="wrap">
          <Button
            variant="default"
            size="sm"
            leftSection={<IconTableExport size={16} />}
            onClick={() => void exportExcel()}
            disabled={!report}
          >
            Export Excel
          </Button>
          <Button
            component="a"
            href={dbeReportPdfUrl(fiscalYear, versionNumber)}
            download={`${fileName}.pdf`}
            variant="default"
            size="sm"
            leftSection={<IconFileTypePdf size={16} />}
          >
            Export PDF
          </Button>
          {answer?.canSubmit ? (
            <Button
              size="sm"
              onClick={() => {
                setSubmitting(true);
              }}
            >
              {versions.length === 0 ? 'Submit report' : 'Amend report'}
            </Button>
          ) : null}
        </Group>
      </Group>

      <Paper withBorder p="sm" radius="md">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label="Fiscal year"
            data={years.map((year) => ({ value: String(year), label: `FY${year}` }))}
            value={String(fiscalYear)}
            allowDeselect={false}
            onChange={(value) => {
              if (!value) return;
              setFiscalYear(Number(value));
              setShown(DRAFT);
            }}
            w={140}
          />
          <Select
            label="Showing"
            data={[
              { value: DRAFT, label: 'Draft (computed now)' },
              ...versions.map((entry) => ({
                value: String(entry.version),
                label: `Version ${entry.version}`,
              })),
            ]}
            value={shown}
            allowDeselect={false}
            onChange={(value) => {
              setShown(value ?? DRAFT);
            }}
            w={230}
          />
          <Stack gap={2} data-testid="report-status">
            {versions.length === 0 ? (
              <Badge color="gray" variant="light" size="lg">
                Draft
              </Badge>
            ) : (
              <Badge color="blue" variant="light" size="lg" leftSection={<IconLock size={14} />}>
                Submitted · v{versions.at(-1)?.version}
              </Badge>
            )}
          </Stack>
        </Group>
      </Paper>

      <QueryState query={query} title="The report could not be computed">
        {snapshot ? (
          <Alert variant="light" color="blue" icon={<IconLock size={18} />} data-testid="locked-version">
            Locked version {snapshot.version}: submitted {formatDateTime12h(snapshot.submittedAt)} by{' '}
            {snapshot.submittedBy ?? 'unknown'}
            {snapshot.reason ? ` · ${snapshot.reason}` : ''}
          </Alert>
        ) : null}
        {crossChecks ? <CrossChecksPanel checks={crossChecks} /> : null}
        {report ? <ReportFormView report={report} /> : null}
        {answer ? <ReportVersionsPanel key={fiscalYear} answer={answer} /> : null}
      </QueryState>
      {submitting && answer ? (
        <SubmitReportDialog
          fiscalYear={fiscalYear}
          nextVersion={versions.length + 1}
          crossChecks={answer.crossChecks}
          onClose={() => {
            setSubmitting(false);
          }}
        />
      ) : null}
    </Stack>
  );
}
