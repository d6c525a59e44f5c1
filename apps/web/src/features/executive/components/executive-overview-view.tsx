import { formatCurrency, formatDate, type ExecutiveOverview } from '@bil/domain';
import { Badge, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { createContext, lazy, Suspense, useContext, type ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './executive-page.module.css';

// recharts is the largest module of the app: the figures and tables are drawn without waiting for it to load
// and run (a sixth of the screen's first draw), and the chart follows in the space kept for it.
const TrendChart = lazy(async () => ({ default: (await import('./trend-chart')).TrendChart }));
const TREND_HEIGHT = 180;

const pmPath = (pm: string) => `/pm/${encodeURIComponent(pm)}`;

// A public share shows the figures without links: a visitor cannot open the screens behind them.
const LinksShown = createContext(true);

/** A link to the screen that explains a figure, or plain text on a public share. */
function ScreenLink({ to, children, testId }: { to: string; children: ReactNode; testId?: string }) {
  const shown = useContext(LinksShown);
  if (!shown) return <span data-testid={testId}>{children}</span>;
  return (
    <Link to={to} className={classes.figure} data-testid={testId}>
      {children}
    </Link>
  );
}

function Figure({
  to,
  label,
  value,
  hint,
  testId,
}: {
  to: string;
  label: string;
  value: string;
  hint?: ReactNode;
  testId: string;
}) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="xs" c="dimmed" fw={700} tt="uppercase">
        {label}
      </Text>
      <ScreenLink to={to} testId={testId}>
        <Text fw={700} fz={{ base: 17, sm: 22 }} className={classes.value}>
          {value}
        </Text>
      </ScreenLink>
      {hint ? (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </Paper>
  );
}

function Section({ title, to, children }: { title: string; to: string; children: ReactNode }) {
  return (
    <Stack gap="xs" className={classes.section}>
      <Group justify="space-between" align="baseline">
        <Title order={2} fz="lg">
          {title}
        </Title>
        {useContext(LinksShown) ? (
          <Link to={to} className={`${classes.figure} ${classes.noPrint}`}>
            <Text size="sm" c="blue">
              Details
            </Text>
          </Link>
        ) : null}
      </Group>
      {children}
    </Stack>
  );
}

function Funding({ funding }: { funding: NonNullable<ExecutiveOverview['funding']> }) {
  return (
    <Section title="AIG dollars by fiscal year" to="/airports">
      <SimpleGrid cols={{ base: 2, sm: 5 }}>
        <Figure
          testId="exec-allocated"
          to="/airports"
          label="Allocated"
          value={formatCurrency(funding.totals.allocation)}
        />
        <Figure
          testId="exec-under-grant"
          to="/airports"
          label="Under grant"
          value={formatCurrency(funding.totals.underGrant)}
        />
        <Figure
          testId="exec-available"
          to="/airports"
          label="Available"
          value={formatCurrency(funding.totals.available)}
        />
        <Figure
          testId="exec-at-risk"
          to="/airports"
          label="At risk of lapsing"
          value={formatCurrency(funding.totals.atRisk)}
          hint={`${funding.totals.airportsAtRisk} airport tranches within 12 months of deadline`}
        />
        <Figure
          testId="exec-lapsed"
          to="/airports"
          label="Lapsed"
          value={formatCurrency(funding.totals.pastDeadline)}
          hint="Left after the obligation deadline: not in Available"
        />
      </SimpleGrid>
      <Table.ScrollContainer minWidth={560}>
        <Table striped verticalSpacing={4} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Fiscal year</Table.Th>
              <Table.Th>Deadline</Table.Th>
              <Table.Th ta="right">Allocated</Table.Th>
              <Table.Th ta="right">Under grant</Table.Th>
              <Table.Th ta="right">Available</Table.Th>
              <Table.Th ta="right">At risk</Table.Th>
              <Table.Th ta="right">Lapsed</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {funding.byFiscalYear.map((year) => (
              <Table.Tr key={year.fiscalYear}>
                <Table.Td>FY{String(year.fiscalYear).slice(2)}</Table.Td>
                <Table.Td>{formatDate(year.deadline)}</Table.Td>
                <Table.Td ta="right">{formatCurrency(year.allocation)}</Table.Td>
                <Table.Td ta="right">{formatCurrency(year.underGrant)}</Table.Td>
                <Table.Td ta="right">{formatCurrency(year.available)}</Table.Td>
                <Table.Td ta="right" c={year.atRisk > 0 ? 'orange' : undefined}>
                  {formatCurrency(year.atRisk)}
                </Table.Td>
                <Table.Td ta="right" c={year.pastDeadline > 0 ? 'red' : undefined}>
                  {formatCurrency(year.pastDeadline)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="xs" c="dimmed">
        BIL funding on the dashboard (AIG, ATP and FCT): {formatCurrency(funding.bilTotal)} over{' '}
        {funding.projectCount} projects.
      </Text>
    </Section>
  );
}

function Programs({ funding }: { funding: NonNullable<ExecutiveOverview['funding']> }) {
  const total = (pick: (row: (typeof funding.byProgram)[number]) => number) =>
    funding.byProgram.reduce((sum, row) => sum + Math.round(pick(row) * 100), 0) / 100;
  return (
    <Section title="BIL dollars by program and fiscal year" to="/airports">
      <Table.ScrollContainer minWidth={480}>
        <Table striped verticalSpacing={4} fz="sm" data-testid="exec-programs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Project fiscal year</Table.Th>
              <Table.Th ta="right">AIG</Table.Th>
              <Table.Th ta="right">ATP</Table.Th>
              <Table.Th ta="right">FCT</Table.Th>
              <Table.Th ta="right">Projects</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {funding.byProgram.map((row) => (
              <Table.Tr key={row.fiscalYear ?? 'none'}>
                <Table.Td>
                  {row.fiscalYear === null ? 'No fiscal year' : `FY${String(row.fiscalYear).slice(2)}`}
                </Table.Td>
                <Table.Td ta="right">{formatCurrency(row.aig)}</Table.Td>
                <Table.Td ta="right">{formatCurrency(row.atp)}</Table.Td>
                <Table.Td ta="right">{formatCurrency(row.fct)}</Table.Td>
                <Table.Td ta="right">{row.projectCount.toLocaleString('en-US')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr fw={700}>
              <Table.Td>Total</Table.Td>
              <Table.Td ta="right">{formatCurrency(total((row) => row.aig))}</Table.Td>
              <Table.Td ta="right">{formatCurrency(total((row) => row.atp))}</Table.Td>
              <Table.Td ta="right">{formatCurrency(total((row) => row.fct))}</Table.Td>
              <Table.Td ta="right">
                {funding.byProgram.reduce((sum, row) => sum + row.projectCount, 0).toLocaleString('en-US')}
              </Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
      <Text size="xs" c="dimmed">
        Every project at the airports, with or without a grant number, by the project&apos;s fiscal year.
      </Text>
    </Section>
  );
}

const percent = (value: number | null) => (value === null ? '—' : `${value.toFixed(2)}%`);

/** DBE attainment, overdue inspections and corrective actions, and grants nearing the end of their POP. */
function OtherAreas({ slots }: { slots: ExecutiveOverview['slots'] }) {
  const dbe = slots.dbeAttainment;
  const inspections = slots.overdueInspections;
  const ending = slots.grantsEndingSoon;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Stack gap="lg">
        {dbe ? (
          <Section
            title={`DBE attainment, FY${String(dbe.fiscalYear).slice(2)}`}
            to="/dbe/awards-commitments"
          >
            <Figure
              testId="exec-dbe-attained"
              to="/dbe/awards-commitments"
              label="Awards and commitments to DBEs"
              value={percent(dbe.attainedPct)}
              hint={
                <>
                  <Badge
                    color={dbe.goalPct !== null && (dbe.attainedPct ?? 0) < dbe.goalPct ? 'red' : 'green'}
                    variant="light"
                  >
                    {dbe.goalPct === null ? 'No overall goal set' : `Overall goal ${percent(dbe.goalPct)}`}
                  </Badge>{' '}
                  {formatCurrency(dbe.dbeDollars)} of {formatCurrency(dbe.totalDollars)}
                </>
              }
            />
          </Section>
        ) : null}
        {inspections ? (
          <Section title="Inspections" to="/grants?tab=inspections">
            <Figure
              testId="exec-overdue-inspections"
              to="/grants?tab=inspections"
              label="Airports overdue for their 5010 inspection"
              value={String(inspections.overdueInspections)}
            />
            <Figure
              testId="exec-overdue-actions"
              to="/grants?tab=inspections"
              label="Corrective actions past their target date"
              value={String(inspections.overdueActions)}
              hint={`${inspections.openActions} open in all`}
            />
          </Section>
        ) : null}
      </Stack>
      {ending ? (
        <Section title="Grants nearing end of performance" to="/grants">
          <Figure
            testId="exec-grants-ending"
            to="/grants"
            label="Period of performance ending, money left"
            value={String(ending.count)}
          />
          <Table verticalSpacing={2} fz="sm">
            <Table.Tbody>
              {ending.grants.map((grant) => (
                <Table.Tr key={`${grant.grantNumber}-${grant.airportCode}-${grant.popEndDate}`}>
                  <Table.Td>
                    {grant.grantNumber} ({grant.airportCode})
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>ends {formatDate(grant.popEndDate)}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatCurrency(grant.remaining)} left
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Section>
      ) : null}
    </SimpleGrid>
  );
}

function Timeliness({ overview }: { overview: ExecutiveOverview }) {
  const { award, subAward, exceeding90Days, trend } = overview.timeliness;
  const days = (value: number | null) => (value === null ? '—' : `${value} days`);
  return (
    <Section title="Award and sub-award timeliness" to="/bil/dashboard">
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Figure
          testId="exec-award-days"
          to="/bil/dashboard"
          label="Average days to award"
          value={days(award.averageDays)}
          hint={
            <Badge color={award.isOverTarget ? 'red' : 'green'} variant="light">
              Target {award.targetDays} days
            </Badge>
          }
        />
        <Figure
          testId="exec-sub-award-days"
          to="/bil/dashboard"
          label="Average days to sub-award"
          value={days(subAward.averageDays)}
          hint={
            <Badge color={subAward.isOverTarget ? 'red' : 'green'} variant="light">
              Target {subAward.targetDays} days
            </Badge>
          }
        />
        <Figure
          testId="exec-exceeding-90"
          to="/bil/dashboard"
          label="Grants exceeding 90 days"
          value={String(exceeding90Days)}
        />
        <Figure
          testId="exec-waiting"
          to="/bil/dashboard"
          label="Projects waiting"
          value={`${award.waiting} / ${subAward.waiting}`}
          hint="for award / for sub-award"
        />
      </SimpleGrid>
      <Text size="sm" fw={600}>
        Average days from application to award, last 12 months
      </Text>
      <Suspense fallback={<div style={{ height: TREND_HEIGHT }} />}>
        <TrendChart trend={trend} targetDays={award.targetDays} height={TREND_HEIGHT} />
      </Suspense>
    </Section>
  );
}

function Waiting({ overview }: { overview: ExecutiveOverview }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Section title="Oldest applications waiting for award" to="/bil/dashboard">
        <Table verticalSpacing={4} fz="sm">
          <Table.Tbody>
            {overview.oldestWaiting.map((item) => (
              <Table.Tr key={item.grant}>
                <Table.Td>{item.grant}</Table.Td>
                <Table.Td>since {formatDate(item.applicationDate)}</Table.Td>
                <Table.Td ta="right" c={item.daysOverTarget > 0 ? 'red' : undefined}>
                  {item.ageDays} days
                </Table.Td>
              </Table.Tr>
            ))}
            {overview.oldestWaiting.length === 0 ? (
              <Table.Tr>
                <Table.Td c="dimmed">No applications waiting.</Table.Td>
              </Table.Tr>
            ) : null}
          </Table.Tbody>
        </Table>
      </Section>
      <Section title="Who holds the overdue items" to="/pm/management">
        <Table verticalSpacing={4} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Project manager</Table.Th>
              <Table.Th ta="right">Past 90 days to award</Table.Th>
              <Table.Th ta="right">Past 60 days to sub-award</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {overview.overdueByPm.map((row) => (
              <Table.Tr key={row.pm}>
                <Table.Td>
                  <ScreenLink to={pmPath(row.pm)}>{row.pm}</ScreenLink>
                </Table.Td>
                <Table.Td ta="right">{row.overdueAward}</Table.Td>
                <Table.Td ta="right">{row.overdueSubAward}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Section>
    </SimpleGrid>
  );
}

/** /executive: leadership's Monday page; prints on letter paper (the browser's Save as PDF makes the PDF). */
/** Every section of the overview; `readOnly` (public share) draws the figures without links. */
export function ExecutiveOverviewView({
  overview,
  readOnly = false,
}: {
  overview: ExecutiveOverview;
  readOnly?: boolean;
}) {
  return (
    <LinksShown.Provider value={!readOnly}>
      <Stack gap="lg">
        {overview.funding ? <Funding funding={overview.funding} /> : null}
        {overview.funding ? <Programs funding={overview.funding} /> : null}
        <Timeliness overview={overview} />
        <Waiting overview={overview} />
        <OtherAreas slots={overview.slots} />
      </Stack>
    </LinksShown.Provider>
  );
}
