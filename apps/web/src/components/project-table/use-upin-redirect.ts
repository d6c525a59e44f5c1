import { useCallback, useState } from 'react';
import { toast } from 'sonner';

export const UPIN_COPY_FAILED_MESSAGE = 'Failed to copy UPIN to clipboard (please copy manually)';
/** SPEC §9: the copy toast shows for 2 seconds. */
const COPY_TOAST_MS = 2000;

// Without a clipboard (an insecure page, a refused permission) this rejects, and the person is told.
async function copyText(text: string): Promise<void> {
  await navigator.clipboard.writeText(text);
}

/** SPEC §4: a UPIN click copies it, then opens the redirect dialog (whether or not the copy worked). */
export function useUpinRedirect() {
  const [upin, setUpin] = useState<string | null>(null);
  const open = useCallback((value: string) => {
    copyText(value).then(
      () => toast.success(`UPIN ${value} copied to clipboard`, { duration: COPY_TOAST_MS }),
      () => toast.error(UPIN_COPY_FAILED_MESSAGE),
    );
    setUpin(value);
  }, []);
  const close = useCallback(() => {
    setUpin(null);
  }, []);
  return { upin, open, close };
}
