import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './legal-document.module.css';

export type LegalSection = { heading: string; body: ReactNode };

type LegalDocumentProps = { title: string; effective: string; intro: ReactNode; sections: LegalSection[] };

/** Layout shared by the privacy policy and the terms of service. */
export function LegalDocument({ title, effective, intro, sections }: LegalDocumentProps) {
  return (
    <Container size="md" py={{ base: 'lg', sm: 48 }} w="100%">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 40 }} component="article" className={classes.paper}>
        <Stack gap="xs" mb="xl">
          <Anchor component={Link} to="/" size="sm">
            ← Back to home
          </Anchor>
          <Title order={1}>{title}</Title>
          <Text size="sm" c="dimmed">
            {effective}
          </Text>
        </Stack>
        <Stack gap="xl">
          <div className={classes.prose}>{intro}</div>
          {sections.map((section, index) => (
            <section key={section.heading} aria-labelledby={`legal-section-${index}`}>
              <Title order={2} size="h4" mb="xs" id={`legal-section-${index}`}>
                {index + 1}. {section.heading}
              </Title>
              <div className={classes.prose}>{section.body}</div>
            </section>
          ))}
        </Stack>
      </Paper>
    </Container>
  );
}
