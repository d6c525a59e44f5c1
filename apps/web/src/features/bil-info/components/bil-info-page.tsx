import {
  AWARD_TARGET_DAYS,
  daysBetween,
  formatDateLong,
  formatStatusLabel,
  PROJECT_STATUSES,
  STATUS_DESCRIPTIONS,
  SUB_AWARD_TARGET_DAYS,
  todayInNewYork,
} from '@bil/domain';
import {
  Badge,
  Box,
  Container,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Timeline,
  Title,
} from '@mantine/core';
import { IconTarget } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { AIG_OBLIGATION_DEADLINES, BIL_PROGRAM_INFO } from '../bil-programs';
import {
  CHART_EXPLANATIONS,
  DASHBOARD_SCOPE_TEXT,
  KPI_EXPLANATIONS,
  PENDING_AGE_BANDS,
  TABLE_DAY_BANDS,
  type ColourBand,
  type Explanation,
} from '../dashboard-explanations';
import { PageHeading } from '@/components/page';

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label={title}>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} fz="lg">
            {title}
          </Title>
          {description ? (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}

// On a phone the last column is narrow: the badge wraps its words rather than cutting them short.
const WRAPPING_BADGE = {
  root: { height: 'auto', maxWidth: '100%', paddingBlock: 2 },
  label: { whiteSpace: 'normal', overflow: 'visible', textAlign: 'center' },
} as const;

function DeadlineStatus({ deadline, today }: { deadline: string; today: string }) {
  const daysLeft = daysBetween(today, deadline);
  if (daysLeft === null) {
    return (
      <Badge color="gray" variant="light" styles={WRAPPING_BADGE}>
        Passed
      </Badge>
    );
  }
  return (
    <Badge color={daysLeft <= 365 ? 'orange' : 'teal'} variant="light" styles={WRAPPING_BADGE}>
      {daysLeft.toLocaleString('en-US')} days left
    </Badge>
  );
}

function ExplanationList({ items }: { items: readonly Explanation[] }) {
  return (
    <Stack gap="sm">
      {items.map((item) => (
        <Box key={item.name}>
          <Text fw={700} size="sm">
            {item.name}
          </Text>
          <Text size="sm">{item.text}</Text>
        </Box>
      ))}
    </Stack>
  );
}

function BandList({ bands }: { bands: readonly ColourBand[] }) {
  return (
    <Stack gap={6}>
      {bands.map((band) => (
        <Group key={band.range} gap="xs" wrap="nowrap">
          <Box w={14} h={14} style={{ borderRadius: 3, background: band.swatch, flex: 'none' }} aria-hidden />
          <Text size="sm">
            {band.range}: {band.colour.toLowerCase()}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

/** /bil/info: the BIL programs, AIG obligation deadlines, the processing targets and how the numbers are made. */
export function BilInfoPage() {
  const today = todayInNewYork();
  return (
    <Container size="lg" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <PageHeading
          title="BIL Info"
          description="The Bipartisan Infrastructure Law funds airport projects through three programs in federal fiscal years FY22 to FY26 (a federal fiscal year runs October to September)."
        />

        <Section
          title="Programs"
          description="A project's BIL amount is its AIG, ATP and FCT money added together; state and local money make up the rest of its total."
        >
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
            {BIL_PROGRAM_INFO.map((program) => (
              <Paper
                key={program.code}
                withBorder
                radius="md"
                p="md"
                bg="gray.0"
                data-testid={`program-${program.code}`}
              >
                <Stack gap={6}>
                  <Group justify="space-between">
                    <Title order={3} fz="md">
                      {program.code}
                    </Title>
                    <Badge variant="light">{program.kind}</Badge>
                  </Group>
                  <Text fw={600} size="sm">
                    {program.name}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {program.size}
                  </Text>
                  <List size="sm" spacing={4}>
                    {program.details.map((detail) => (
                      <List.Item key={detail}>{detail}</List.Item>
                    ))}
                  </List>
                </Stack>
              </Paper>
            ))}
          </SimpleGrid>
        </Section>

        <Section
          title="AIG obligation deadlines"
          description="Each fiscal year's AIG allocation must be under grant within four fiscal years; otherwise the FAA recovers it."
        >
          {/* Tight cells so the three columns fit a 390 px phone without scrolling the badges out of view. */}
          <Table.ScrollContainer minWidth={300}>
            <Table striped withTableBorder horizontalSpacing="xs" data-testid="aig-deadlines">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Allocation</Table.Th>
                  <Table.Th>Must be under grant by</Table.Th>
                  <Table.Th>Today ({formatDateLong(today)})</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {AIG_OBLIGATION_DEADLINES.map((row) => (
                  <Table.Tr key={row.fiscalYear}>
                    <Table.Td fw={600}>{row.fiscalYear}</Table.Td>
                    <Table.Td>{formatDateLong(row.deadline)}</Table.Td>
                    <Table.Td>
                      <DeadlineStatus deadline={row.deadline} today={today} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Section>

        <Section title="Processing targets">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {[
              {
                days: AWARD_TARGET_DAYS,
                label: 'Award',
                text: 'From the application to the FAA award to the state.',
              },
              {
                days: SUB_AWARD_TARGET_DAYS,
                label: 'Sub-award',
                text: 'From the FAA award to the executed sub-award to the airport sponsor.',
              },
            ].map((target) => (
              <Group
                key={target.label}
                wrap="nowrap"
                align="flex-start"
                data-testid={`target-${target.label}`}
              >
                <ThemeIcon size={40} radius="md" variant="light">
                  <IconTarget size={22} aria-hidden />
                </ThemeIcon>
                <Stack gap={0}>
                  <Text fw={700}>
                    {target.label} within {target.days} days
                  </Text>
                  <Text size="sm" c="dimmed">
                    {target.text}
                  </Text>
                </Stack>
              </Group>
            ))}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Stack gap={6}>
              <Text fw={600} size="sm">
                Pending applications chart
              </Text>
              <BandList bands={PENDING_AGE_BANDS} />
            </Stack>
            <Stack gap={6}>
              <Text fw={600} size="sm">
                Grant metrics table
              </Text>
              <BandList bands={TABLE_DAY_BANDS} />
            </Stack>
          </SimpleGrid>
        </Section>

        <Section
          title="Project lifecycle"
          description="In a block-grant state the department administers the federal money for its general aviation airports. Projects move through seven statuses."
        >
          <Timeline active={PROJECT_STATUSES.length - 1} bulletSize={22} lineWidth={2}>
            {PROJECT_STATUSES.map((status, index) => (
              <Timeline.Item
                key={status}
                title={`${index + 1}. ${formatStatusLabel(status)}`}
                bullet={index + 1}
              >
                <Text size="sm" c="dimmed">
                  {STATUS_DESCRIPTIONS[status]}
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
        </Section>

        <Section title="How the dashboard numbers are computed" description={DASHBOARD_SCOPE_TEXT}>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
            <ExplanationList items={KPI_EXPLANATIONS} />
            <ExplanationList items={CHART_EXPLANATIONS} />
          </SimpleGrid>
        </Section>
      </Stack>
    </Container>
  );
}
