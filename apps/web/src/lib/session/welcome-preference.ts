import { useCallback, useSyncExternalStore } from 'react';

/** SPEC §2: the welcome dialog is visible, minimised or hidden, remembered per user; default visible. */
export type WelcomeState = 'visible' | 'minimised' | 'hidden';

const WELCOME_STATES: readonly WelcomeState[] = ['visible', 'minimised', 'hidden'];
const CHANGE_EVENT = 'bil:welcome-preference';

export const welcomeStorageKey = (userId: string) => `bil.welcome-dialog.${userId}`;

export function readWelcomeState(userId: string): WelcomeState {
  try {
    const stored = window.localStorage.getItem(welcomeStorageKey(userId));
    return WELCOME_STATES.find((state) => state === stored) ?? 'visible';
  } catch {
    return 'visible';
  }
}

export function writeWelcomeState(userId: string, state: WelcomeState): void {
  try {
    window.localStorage.setItem(welcomeStorageKey(userId), state);
  } catch {
    // Storage refused (private mode, quota): the choice lasts for this page only.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The person's welcome-dialog state, shared by the dialog, the beta bar and Settings. */
export function useWelcomeState(userId: string): [WelcomeState, (state: WelcomeState) => void] {
  const state = useSyncExternalStore(subscribe, () => readWelcomeState(userId));
  const setState = useCallback(
    (next: WelcomeState) => {
      writeWelcomeState(userId, next);
    },
    [userId],
  );
  return [state, setState];
}
