import type { ComponentType, ReactElement } from 'react';
import { useLocation } from 'react-router';
import { ErrorBoundary } from '@/components/error-boundary';

type ScreenBoundaryProps = { name: string; Screen: ComponentType };

/** One error boundary per screen, named after it (SPEC §1); moving to another path clears a shown error. */
function ScreenBoundary({ name, Screen }: ScreenBoundaryProps) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary component={name} resetKey={pathname}>
      <Screen />
    </ErrorBoundary>
  );
}

/** Route properties for a screen bundled with the app shell (small, or needed on first paint). */
export function eagerScreen(name: string, Screen: ComponentType): { element: ReactElement } {
  return { element: <ScreenBoundary name={name} Screen={Screen} /> };
}

/**
 * Route properties for a screen whose code is fetched the first time someone opens it. Only the element
 * is lazy (React Router's object form), so a route's own loader starts at once, beside the code.
 */
export function lazyScreen(
  name: string,
  load: () => Promise<ComponentType>,
): { lazy: { element: () => Promise<ReactElement> } } {
  return {
    lazy: {
      element: async () => {
        const Screen = await load();
        return <ScreenBoundary name={name} Screen={Screen} />;
      },
    },
  };
}
