import { Group, Paper, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import classes from './landing-page.module.css';

const STEPS = [
  { title: 'Application', text: 'Project staff review, approval and the application to the FAA.' },
  { title: 'Award', text: 'The FAA awards the grant to the state; target: within 90 days of application.' },
  {
    title: 'Sub-award',
    text: 'The state sub-awards to the airport sponsor for signature; target: within 60 days of award.',
  },
  { title: 'Execution', text: 'All signatures are collected and the sub-award is issued.' },
];

/** The four grant milestones as numbered cards. */
export function LifecycleSteps() {
  return (
    <SimpleGrid component="ol" cols={{ base: 1, xs: 2, md: 4 }} spacing="md" className={classes.steps}>
      {STEPS.map((step, index) => (
        <Paper component="li" key={step.title} withBorder p="lg" radius="md" className={classes.step}>
          <Group gap="sm" mb="xs" wrap="nowrap">
            <ThemeIcon size={28} radius="xl" aria-hidden>
              <Text fw={700} size="sm" c="white">
                {index + 1}
              </Text>
            </ThemeIcon>
            <Text fw={600}>{step.title}</Text>
          </Group>
          <Text size="sm" c="dimmed">
            {step.text}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
