import { Center, Loader } from '@mantine/core';

/** Shown while a screen's code or first data is loading. */
export function PageLoader() {
  return (
    <Center mih="60vh" w="100%">
      <Loader aria-label="Loading" />
    </Center>
  );
}
