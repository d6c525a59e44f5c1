import {
  DBE_COUNTING_RULE_HELP,
  dbeContractExportRecords,
  formatCurrency,
  type ContractListQuery,
  type DbeContract,
} from '@bil/domain';
import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCash, IconContract, IconPlus, IconUsersGroup } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
// The export's own file: the charts barrel would bring recharts to a screen that draws no chart.
import { exportChartDataCsv, exportChartDataExcel } from '@/components/charts/export/export-chart-data';
import { KpiCard } from '@/components/kpi-card';
import { PagedList } from '@/components/record-list/paged-list';
import { QueryState } from '@/components/query-state';
import { usePermissions } from '@/lib/can';
import { useDbeContracts, useDbeFirms, useDbeProjectOptions } from '../api/use-dbe-awards';
import { ContractFormDialog } from './contract-form-dialog';
import { ContractList } from './contract-list';
import { PageHeading } from '@/components/page';

const NO_CONTRACTS: DbeContract[] = [];
const FISCAL_YEARS = ['2022', '2023', '2024', '2025', '2026', '2027'];
const EXPORT_NAME = 'dbe-awards-commitments';
// Contracts drawn at once: the KPIs, counts and exports take every match; the list shows them a page at a time
// (5,000 contracts drawn at once took seconds).
const CONTRACTS_PER_PAGE = 50;

const unique = (values: (string | null)[]) =>
  [...new Set(values.filter((value): value is string => Boolean(value)))].sort((a, b) => a.localeCompare(b));

/** /dbe/awards-commitments: contracts with their commitments, payments, attainment and shortfall warnings. */
export function AwardsCommitmentsPage() {
  const [filter, setFilter] = useState<ContractListQuery>({});
  const [creating, setCreating] = useState(false);
  const [page, setPage] = useState(1);
  // A contract's details are drawn only while it is open.
  const [openIds, setOpenIds] = useState<string[]>([]);
  const all = useDbeContracts({});
  const query = useDbeContracts(filter);
  const firms = useDbeFirms();
  const { allows } = usePermissions();
  const contracts = query.data?.contracts ?? NO_CONTRACTS;
  // While a changed filter is fetched the list keeps the last answer, but the KPIs' labels already name the new
  // filter: their figures wait for it (a slow machine showed all years' share under "FY2026").
  const updating = query.isPlaceholderData;
  const everyContract = all.data?.contracts ?? NO_CONTRACTS;
  // New contracts go on the projects the server offers (a PM: those of their own airports). One is enough
  // to offer the button; the form reads them all when it opens.
  const projectOptions = useDbeProjectOptions(allows({ flag: 'can_access_dbe_awards_commitments' }), 1);
  const canCreate = (projectOptions.data?.projects.length ?? 0) > 0;
  const set = (next: Partial<ContractListQuery>) => {
    setFilter((current) => ({ ...current, ...next }));
    setPage(1);
  };

  const options = useMemo(
    () => ({
      airports: unique(everyContract.map((contract) => contract.airportCode)),
      pms: unique(everyContract.map((contract) => contract.airportPm)),
      primes: [
        ...new Map(everyContract.map((contract) => [contract.primeFirmId, contract.primeFirmName])).entries(),
      ]
        .map(([value, label]) => ({ value, label }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    }),
    [everyContract],
  );
  const pageContracts = useMemo(
    () => contracts.slice((page - 1) * CONTRACTS_PER_PAGE, page * CONTRACTS_PER_PAGE),
    [contracts, page],
  );
  const totals = useMemo(() => {
    const sum = (pick: (contract: DbeContract) => number) =>
      Math.round(contracts.reduce((total, contract) => total + pick(contract), 0) * 100) / 100;
    return {
      share: sum((contract) => contract.federalShare ?? 0),
      committed: sum((contract) => contract.totals.dbeCommitted),
      paid: sum((contract) => contract.totals.dbePaid),
      warned: contracts.filter((contract) => contract.warnings.length > 0).length,
    };
  }, [contracts]);

  // A fiscal year lists the contracts awarded in it, each over its whole life; the Annual Report and DBE
  // Analytics count commitments and payments by their own dates, so the label says which money this is.
  const onYear = filter.fiscalYear ? ` on FY${filter.fiscalYear} contracts` : '';

  const exportCsv = () => {
    if (exportChartDataCsv(dbeContractExportRecords(contracts), EXPORT_NAME))
      toast.success('Contracts exported as CSV');
  };
  const exportExcel = async () => {
    try {
      if (await exportChartDataExcel(dbeContractExportRecords(contracts), EXPORT_NAME, 'DBE contracts'))
        toast.success('Contracts exported as Excel');
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Excel export failed');
    }
  };

  return (
    <Stack gap="md" p={{ base: 'sm', sm: 'lg' }}>
      <Group justify="space-between" align="flex-end">
        <PageHeading
          title="Awards & Commitments"
          description={
            <>
              {query.data ? `${contracts.length} DBE contracts` : 'DBE contracts, commitments and payments'} ·
              counted under 49 CFR §26.55
            </>
          }
          descriptionTestId="contract-count"
        >
          <Text c="dimmed" size="xs" maw={760} data-testid="dbe-counting-rule">
            {DBE_COUNTING_RULE_HELP}
          </Text>
        </PageHeading>
        <Group gap="xs">
          <Button variant="default" size="sm" onClick={exportCsv} disabled={contracts.length === 0}>
            Export CSV
          </Button>
          <Button
            variant="default"
            size="sm"
            onClick={() => void exportExcel()}
            disabled={contracts.length === 0}
          >
            Export Excel
          </Button>
          {canCreate ? (
            <Button
              size="sm"
              leftSection={<IconPlus size={16} />}
              onClick={() => {
                setCreating(true);
              }}
            >
              New contract
            </Button>
          ) : null}
        </Group>
      </Group>

      <Paper withBorder p="sm" radius="md">
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="xs">
          <Select
            label="Fiscal year"
            placeholder="All"
            clearable
            data={FISCAL_YEARS.map((year) => ({ value: year, label: `FY${year}` }))}
            value={filter.fiscalYear ? String(filter.fiscalYear) : null}
            onChange={(value) => {
              set({ fiscalYear: value ? Number(value) : undefined });
            }}
          />
          <Select
            label="Airport"
            placeholder="All"
            clearable
            searchable
            data={options.airports}
            value={filter.airportCode ?? null}
            onChange={(value) => {
              set({ airportCode: value ?? undefined });
            }}
          />
          <Select
            label="PM"
            placeholder="All"
            clearable
            searchable
            data={options.pms}
            value={filter.pm ?? null}
            onChange={(value) => {
              set({ pm: value ?? undefined });
            }}
          />
          <Select
            label="Prime"
            placeholder="All"
            clearable
            searchable
            data={options.primes}
            value={filter.primeFirmId ?? null}
            onChange={(value) => {
              set({ primeFirmId: value ?? undefined });
            }}
          />
          <Select
            label="Firm"
            placeholder="All"
            clearable
            searchable
            data={(firms.data?.firms ?? []).map((firm) => ({ value: firm.id, label: firm.name }))}
            value={filter.firmId ?? null}
            onChange={(value) => {
              set({ firmId: value ?? undefined });
            }}
          />
          <Select
            label="Status"
            placeholder="All"
            clearable
            data={[
              { value: 'active', label: 'Active' },
              { value: 'completed', label: 'Completed' },
            ]}
            value={filter.status ?? null}
            onChange={(value) => {
              set({ status: (value as ContractListQuery['status']) ?? undefined });
            }}
          />
        </SimpleGrid>
      </Paper>

      <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="sm">
        <KpiCard
          testId="kpi-federal-share"
          busy={updating}
          label="Federal share"
          value={formatCurrency(totals.share)}
          icon={IconContract}
          color="blue"
        />
        <KpiCard
          testId="kpi-dbe-committed"
          busy={updating}
          label={`DBE committed${onYear} (counted)`}
          value={formatCurrency(totals.committed)}
          icon={IconUsersGroup}
          color="teal"
        />
        <KpiCard
          testId="kpi-dbe-paid"
          busy={updating}
          label={`DBE paid${onYear} (counted)`}
          value={formatCurrency(totals.paid)}
          icon={IconCash}
          color="grape"
        />
        <KpiCard
          testId="kpi-warnings"
          busy={updating}
          label="Contracts with warnings"
          value={String(totals.warned)}
          icon={IconAlertTriangle}
          color="orange"
        />
      </SimpleGrid>

      <QueryState query={query} title="DBE contracts could not be loaded">
        {contracts.length === 0 ? (
          <Alert variant="light" color="gray" title="No contracts">
            No DBE contracts match these filters.
          </Alert>
        ) : (
          <PagedList
            shown={pageContracts.length}
            total={contracts.length}
            noun="DBE contracts"
            page={page}
            pageSize={CONTRACTS_PER_PAGE}
            onPageChange={setPage}
            hideSinglePage
          >
            <ContractList contracts={pageContracts} openIds={openIds} onOpenChange={setOpenIds} />
          </PagedList>
        )}
      </QueryState>
      {creating ? (
        <ContractFormDialog
          opened
          onClose={() => {
            setCreating(false);
          }}
        />
      ) : null}
    </Stack>
  );
}
