import { useEffect, useState } from 'react';

/**
 * False on the first draw, true once the browser has painted it: a screen of several charts shows its
 * first ones (and its figures) a frame sooner, and draws the rest right after.
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
