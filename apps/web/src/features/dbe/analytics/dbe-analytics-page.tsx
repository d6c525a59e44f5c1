import {
  DBE_COUNTING_RULE_HELP,
  DBE_RANKED_CHART_ROWS,
  DBE_SHARE_CHART_TITLES as TITLES,
  TOP_DBE_FIRM_COUNT,
  formatCurrency,
  type DbeAnalyticsAnswer,
  type DbeBreakdownRow,
  type DbeShareChart,
} from '@bil/domain';
import type { ReactNode } from 'react';
import { Alert, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCash, IconTarget, IconUsersGroup } from '@tabler/icons-react';
import { ChartCard, toFileSlug, type ChartRecord } from '@/components/charts';
import { KpiCard } from '@/components/kpi-card';
import { QueryState } from '@/components/query-state';
import { useAuth } from '@/lib/session';
import { useDbeAnalytics } from '../api/use-dbe-analytics';
import {
  CommitmentsPaymentsTrendChart,
  ConsciousNeutralChart,
  DbeRankedChart,
  GoalAttainmentChart,
} from './dbe-charts';
import { PageHeading } from '@/components/page';

/** How many airports, PMs or primes a ranked chart draws (a shared chart draws the same); its export holds every row. */
const TOP_ROWS = DBE_RANKED_CHART_ROWS;
/** The sharing feature's control for one chart, passed in by the app (features do not import each other). */
type RenderShare = (chart: DbeShareChart) => ReactNode;
const CONSCIOUS = 'Race-/DBE-conscious';
const NEUTRAL = 'Race-/DBE-neutral';
const pct = (value: number | null) => (value === null ? 'n/a' : `${value}%`);

const breakdownRecords = (heading: string, rows: readonly DbeBreakdownRow[]): ChartRecord[] =>
  rows.map((row) => ({
    [heading]: row.label,
    Contracts: row.contracts,
    'Federal Share': row.federalShare,
    'DBE Committed': row.dbeCommitted,
    'DBE Paid': row.dbePaid,
    'DBE Committed %': row.commitmentPct ?? '',
  }));

function RankedCard({
  chart,
  share,
  description,
  heading,
  rows,
  asOf,
  labelWidth,
}: {
  chart: 'by_airport' | 'by_pm' | 'by_prime';
  share: RenderShare | undefined;
  description: string;
  heading: string;
  rows: readonly DbeBreakdownRow[];
  asOf: string;
  labelWidth: number;
}) {
  const title = TITLES[chart];
  const shown = rows.slice(0, TOP_ROWS);
  const more = rows.length > TOP_ROWS ? ` The top ${TOP_ROWS} of ${rows.length}.` : '';
  return (
    <ChartCard
      title={title}
      description={`${description}${more}`}
      asOf={asOf}
      exportData={breakdownRecords(heading, rows)}
      fileName={toFileSlug(title)}
      headerActions={share?.(chart)}
      height={Math.max(320, shown.length * 34 + 72)}
      drawAfterFirstPaint
    >
      {({ height }) => <DbeRankedChart data={shown} height={height} labelWidth={labelWidth} />}
    </ChartCard>
  );
}

// The first chart is drawn with the figures; the five after it once that frame is painted.
function AnalyticsCharts({ data, share }: { data: DbeAnalyticsAnswer; share: RenderShare | undefined }) {
  const years = data.byFiscalYear.map((row) => ({ ...row, label: `FY${row.fiscalYear}` }));
  const topFirms = data.byFirm.slice(0, TOP_DBE_FIRM_COUNT).map((row) => ({ ...row, label: row.firmName }));
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      <ChartCard
        title={TITLES.goal_attainment}
        headerActions={share?.('goal_attainment')}
        description="Overall goal and the share of federal dollars committed and paid to DBEs, per federal fiscal year."
        asOf={data.asOf}
        fileName="dbe-goal-vs-attainment"
        exportData={years.map((row) => ({
          'Fiscal Year': row.label,
          'Overall Goal %': row.goalPct ?? '',
          'Federal Share Awarded': row.federalShare,
          'Awards and Commitments': row.awardedTotal,
          'DBE Committed': row.dbeCommitted,
          'DBE Committed %': row.commitmentPct ?? '',
          'Paid to Primes': row.primePaid,
          'DBE Paid': row.dbePaid,
          'DBE Paid %': row.paymentPct ?? '',
        }))}
      >
        {({ height }) => <GoalAttainmentChart data={years} height={height} />}
      </ChartCard>
      <ChartCard
        title={TITLES.conscious_neutral}
        headerActions={share?.('conscious_neutral')}
        description="DBE commitments on goal-driven contracts (conscious) and without a goal or to DBE primes (neutral). From FY2026 the form says DBE- instead of race-."
        asOf={data.asOf}
        fileName="dbe-conscious-vs-neutral"
        drawAfterFirstPaint
        exportData={years.map((row) => ({
          'Fiscal Year': row.label,
          [CONSCIOUS]: row.consciousCommitted,
          [NEUTRAL]: row.neutralCommitted,
        }))}
      >
        {({ height }) => (
          <ConsciousNeutralChart
            data={years.map((row) => ({
              label: row.label,
              conscious: row.consciousCommitted,
              neutral: row.neutralCommitted,
            }))}
            height={height}
            consciousLabel={CONSCIOUS}
            neutralLabel={NEUTRAL}
          />
        )}
      </ChartCard>
      <ChartCard
        title={TITLES.commitments_payments}
        headerActions={share?.('commitments_payments')}
        description="Running totals per federal quarter: what was committed to DBEs and what reached them."
        asOf={data.asOf}
        fileName="dbe-commitments-vs-payments"
        drawAfterFirstPaint
        exportData={data.overTime.map((row) => ({
          Quarter: row.quarter,
          'DBE Committed': row.dbeCommitted,
          'DBE Paid': row.dbePaid,
          'Running Committed': row.cumulativeCommitted,
          'Running Paid': row.cumulativePaid,
        }))}
      >
        {({ height }) => <CommitmentsPaymentsTrendChart data={data.overTime} height={height} />}
      </ChartCard>
      <ChartCard
        title={TITLES.top_firms}
        headerActions={share?.('top_firms')}
        description={`The ${TOP_DBE_FIRM_COUNT} DBE firms with the most counted commitments, and what they were paid.`}
        asOf={data.asOf}
        fileName="dbe-top-firms"
        exportData={data.byFirm.map((row) => ({
          Firm: row.firmName,
          'DBE Committed': row.dbeCommitted,
          'DBE Paid': row.dbePaid,
        }))}
        height={Math.max(320, topFirms.length * 34 + 72)}
        drawAfterFirstPaint
      >
        {({ height }) => <DbeRankedChart data={topFirms} height={height} labelWidth={170} />}
      </ChartCard>
      <RankedCard
        chart="by_airport"
        share={share}
        description="Counted DBE commitments and payments on each airport's contracts."
        heading="Airport"
        rows={data.byAirport}
        asOf={data.asOf}
        labelWidth={56}
      />
      <RankedCard
        chart="by_pm"
        share={share}
        description="Counted DBE commitments and payments on the contracts of each PM's airports."
        heading="Project Manager"
        rows={data.byPm}
        asOf={data.asOf}
        labelWidth={130}
      />
      <RankedCard
        chart="by_prime"
        share={share}
        description="Counted DBE participation on each prime contractor's contracts (a DBE prime counts its own share)."
        heading="Prime"
        rows={data.byPrime}
        asOf={data.asOf}
        labelWidth={170}
      />
    </SimpleGrid>
  );
}

/** /dbe/analytics: overall goal vs attainment, breakdowns, trend and top DBE firms. */
export function DbeAnalyticsPage({ renderShare }: { renderShare?: RenderShare }) {
  const query = useDbeAnalytics();
  const { me } = useAuth();
  // The share policy lets whoever reads DBE analytics share a chart of them.
  const share = me.can.dbe.readAnalytics ? renderShare : undefined;
  const data = query.data;
  // The headline year: the latest with an award or a goal, before the current one if it has nothing yet.
  const latest = data?.byFiscalYear.filter((row) => row.federalShare > 0).at(-1);
  return (
    <Stack gap="md" p={{ base: 'sm', sm: 'lg' }}>
      <PageHeading
        title="DBE Analytics"
        description="Overall goal vs attainment, participation by airport, PM, prime and firm · counted under 49 CFR §26.55"
      >
        <Text c="dimmed" size="xs" data-testid="dbe-counting-rule">
          {DBE_COUNTING_RULE_HELP}
        </Text>
      </PageHeading>
      <QueryState query={query} title="DBE analytics could not be loaded">
        {data && latest ? (
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
              <KpiCard
                testId="kpi-goal"
                label={`FY${latest.fiscalYear} overall goal`}
                value={pct(latest.goalPct)}
                icon={IconTarget}
                color="red"
              />
              <KpiCard
                testId="kpi-committed"
                label={`FY${latest.fiscalYear} committed to DBEs`}
                value={pct(latest.commitmentPct)}
                hint={`${formatCurrency(latest.dbeCommitted)} of ${formatCurrency(latest.awardedTotal)} awarded and committed`}
                icon={IconUsersGroup}
                color="blue"
              />
              <KpiCard
                testId="kpi-paid"
                label={`FY${latest.fiscalYear} paid to DBEs`}
                value={pct(latest.paymentPct)}
                hint={`${formatCurrency(latest.dbePaid)} of ${formatCurrency(latest.primePaid)} paid`}
                icon={IconCash}
                color="teal"
              />
            </SimpleGrid>
            <AnalyticsCharts data={data} share={share} />
          </Stack>
        ) : (
          <Alert variant="light" color="gray" title="No DBE contracts yet">
            Analytics appear once DBE contracts are recorded.
          </Alert>
        )}
      </QueryState>
    </Stack>
  );
}
