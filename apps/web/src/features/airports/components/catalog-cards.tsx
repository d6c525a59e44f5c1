import { fiscalYearLabel, formatCurrency, type AirportSummary } from '@bil/domain';
import { Anchor, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AirportRiskSummary, LapsedAmount } from './airport-risk-summary';
import { CATALOG_YEARS, findTranche, TrancheAmounts } from './tranche-amounts';

function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} component="div">
        {children}
      </Text>
    </Stack>
  );
}

function AirportCard({ airport }: { airport: AirportSummary }) {
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="li"
      data-testid={`airport-card-${airport.airportCode}`}
      aria-label={`${airport.airportCode} ${airport.airportName}`}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={0} miw={0}>
            <Text fw={700} size="sm">
              {airport.airportCode} · {airport.airportName}
            </Text>
            <Text size="xs" c="dimmed">
              {airport.city} · {airport.tdotPm ?? 'Unassigned'} ·{' '}
              {airport.projectCount === 1 ? '1 project' : `${airport.projectCount} projects`}
            </Text>
          </Stack>
          <Anchor
            component={Link}
            to={`/airports/${airport.airportCode}`}
            size="sm"
            fw={600}
            style={{ whiteSpace: 'nowrap' }}
            aria-label={`Open ${airport.airportCode} ${airport.airportName}`}
          >
            <Group gap={2} wrap="nowrap">
              Open
              <IconChevronRight size={14} aria-hidden />
            </Group>
          </Anchor>
        </Group>
        <SimpleGrid cols={2} spacing="xs">
          <Figure label="BIL Funding">{formatCurrency(airport.bilFunding)}</Figure>
          <Figure label="Available">{formatCurrency(airport.available)}</Figure>
          <Figure label="At risk">
            <AirportRiskSummary airport={airport} align="start" />
          </Figure>
          <Figure label="Lapsed">
            <LapsedAmount airport={airport} />
          </Figure>
        </SimpleGrid>
        <SimpleGrid cols={5} spacing={4}>
          {CATALOG_YEARS.map((year) => {
            const tranche = findTranche(airport, year);
            return (
              <Stack key={year} gap={0} align="center" data-state={tranche?.state}>
                <Text size="xs" fw={700} aria-hidden={tranche ? true : undefined}>
                  {fiscalYearLabel(year)}
                </Text>
                {tranche ? <TrancheAmounts tranche={tranche} /> : null}
              </Stack>
            );
          })}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

/** The catalogue on phones and tablets: one card per airport with its figures and a link to open it. */
export function CatalogCards({ airports }: { airports: readonly AirportSummary[] }) {
  return (
    <Stack component="ul" gap="sm" p="sm" m={0} style={{ listStyle: 'none' }} aria-label="Airports Catalog">
      {airports.map((airport) => (
        <AirportCard key={airport.airportCode} airport={airport} />
      ))}
    </Stack>
  );
}
