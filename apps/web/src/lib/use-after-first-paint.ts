import { useEffect, useState } from 'react';

/**
 * False on the first draw, true once the browser has painted it: a screen of several charts or a long list
 * shows its first ones (and its figures) a frame sooner, and draws the rest right after. It counts from the
 * caller's mount, so call it in the part that mounts with the data.
 */
export function useAfterFirstPaint(enabled: boolean): boolean {
  const [painted, setPainted] = useState(!enabled);
  useEffect(() => {
    if (painted) return undefined;
    // The frame callback runs before the paint; the timeout after it.
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        setPainted(true);
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [painted]);
  return painted;
}
