import { APP_NAME } from '@bil/domain';
import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconPlaneTilt } from '@tabler/icons-react';

type AppLogoProps = {
  subtitle?: string;
  inverted?: boolean;
  /** Show only the plane below 992 px, where the header gives the room to the page's title. */
  compactOnSmallScreens?: boolean;
};

/** The product mark: a plane badge, the product name and an optional subtitle. */
export function AppLogo({ subtitle, inverted = false, compactOnSmallScreens = false }: AppLogoProps) {
  return (
    <Group gap="sm" wrap="nowrap">
      <ThemeIcon size={38} radius="md" variant={inverted ? 'white' : 'filled'} aria-hidden>
        <IconPlaneTilt size={22} stroke={1.8} />
      </ThemeIcon>
      <Stack gap={0} miw={0} visibleFrom={compactOnSmallScreens ? 'md' : undefined}>
        <Text fw={700} fz={{ base: 'sm', xs: 'md' }} lh={1.2} c={inverted ? 'white' : 'navy.9'}>
          {APP_NAME}
        </Text>
        {subtitle ? (
          <Text size="xs" lh={1.3} c={inverted ? 'navy.1' : 'dimmed'}>
            {subtitle}
          </Text>
        ) : null}
      </Stack>
    </Group>
  );
}
