import { Button, CloseButton, Group, Paper, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconFlask } from '@tabler/icons-react';
import { useState } from 'react';
import classes from './app-shell.module.css';

/**
 * SPEC §2 top beta bar: a thin strip ('Click for more info') that starts collapsed; expanded it explains
 * the beta and offers 'Get Started' (the welcome dialog).
 */
export function BetaBar({ onGetStarted }: { onGetStarted: () => void }) {
  const [expanded, setExpanded] = useState(false);
  return (
    <div className={classes.betaBar}>
      <UnstyledButton
        className={classes.betaStrip}
        aria-expanded={expanded}
        aria-controls="beta-bar-details"
        onClick={() => {
          setExpanded((value) => !value);
        }}
      >
        <IconFlask size={13} aria-hidden />
        <span>
          <strong>Beta</strong> · Click for more info
        </span>
        <IconChevronDown
          size={13}
          aria-hidden
          className={classes.betaChevron}
          data-open={expanded || undefined}
        />
      </UnstyledButton>
      {expanded ? (
        <Paper id="beta-bar-details" className={classes.betaDetails} shadow="md" radius={0} p="md">
          <Group justify="space-between" align="center" wrap="nowrap" gap="md" maw={1100} mx="auto">
            <Text size="sm">
              This application is in a beta phase. Screens and reports may still change, and your feedback
              helps shape them.
            </Text>
            <Group gap="xs" wrap="nowrap">
              <Button
                size="xs"
                onClick={() => {
                  setExpanded(false);
                  onGetStarted();
                }}
              >
                Get Started
              </Button>
              <CloseButton
                aria-label="Collapse the beta bar"
                onClick={() => {
                  setExpanded(false);
                }}
              />
            </Group>
          </Group>
        </Paper>
      ) : null}
    </div>
  );
}
