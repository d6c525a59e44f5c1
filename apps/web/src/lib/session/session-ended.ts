import { useEffect, useState } from 'react';

// Why the last session ended (the server's words), kept for the sign-in page to show once.
const KEY = 'bil.sessionEnded';

export function rememberSessionEnded(message: string): void {
  try {
    window.sessionStorage.setItem(KEY, message);
  } catch {
    // Storage may be off (private mode): the page then just shows the sign-in form.
  }
}

function readSessionEnded(): string | null {
  try {
    return window.sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** The message for the sign-in page: read once when the page opens, then forgotten. */
export function useSessionEndedMessage(): string | null {
  const [message] = useState(readSessionEnded);
  useEffect(() => {
    try {
      window.sessionStorage.removeItem(KEY);
    } catch {
      // nothing kept
    }
  }, []);
  return message;
}
