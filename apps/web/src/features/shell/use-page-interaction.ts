import { useEffect, useRef } from 'react';

/** A press or key on the page itself: those inside an open dialog (the terms modal) do not count. */
function isOnPage(event: Event): boolean {
  const target = event.target;
  return !(target instanceof Element && target.closest('[role="dialog"]'));
}

/**
 * Whether the person has already started working on the screen (pressed or typed outside a dialog)
 * since the shell appeared, so the welcome dialog knows it would arrive late.
 */
export function usePageInteraction(): () => boolean {
  const interacted = useRef(false);
  useEffect(() => {
    const note = (event: Event) => {
      if (isOnPage(event)) interacted.current = true;
    };
    document.addEventListener('pointerdown', note, true);
    document.addEventListener('keydown', note, true);
    return () => {
      document.removeEventListener('pointerdown', note, true);
      document.removeEventListener('keydown', note, true);
    };
  }, []);
  return () => interacted.current;
}
