import { useSyncExternalStore } from 'react';

// SPEC §4: one chart export at a time. The flag is shared by every chart on the page, so starting an
// export disables all export controls until it ends, fails or exits early.
let isExporting = false;
const listeners = new Set<() => void>();

function setExporting(value: boolean): void {
  isExporting = value;
  for (const listener of listeners) listener();
}

/** Runs `task` unless another export is running; returns false when the request was ignored. */
export async function runExclusiveExport(task: () => Promise<void>): Promise<boolean> {
  if (isExporting) return false;
  setExporting(true);
  try {
    await task();
    return true;
  } finally {
    setExporting(false);
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a chart export is running anywhere on the page. */
export function useIsChartExporting(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isExporting,
    () => false,
  );
}
