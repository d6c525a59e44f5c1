import { Tooltip } from '@mantine/core';
import { useState, type ReactElement, type ReactNode } from 'react';

/**
 * A Mantine Tooltip set up on the first hover or focus of its target: a list of many rows then skips
 * floating-ui's work for every row on the first draw (50 DBE contracts' tooltips took a fifth of
 * Awards & Commitments' first screen).
 */
export function HoverTooltip({ label, children }: { label: ReactNode; children: ReactElement }) {
  const [armed, setArmed] = useState(false);
  const [opened, setOpened] = useState(false);
  const show = () => {
    setArmed(true);
    setOpened(true);
  };
  const hide = () => {
    setOpened(false);
  };
  return (
    <div
      style={{ display: 'contents' }}
      onPointerEnter={show}
      onPointerLeave={hide}
      onFocus={show}
      onBlur={hide}
    >
      {armed ? (
        <Tooltip label={label} opened={opened}>
          {children}
        </Tooltip>
      ) : (
        children
      )}
    </div>
  );
}
