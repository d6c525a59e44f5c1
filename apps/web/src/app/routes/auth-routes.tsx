import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { lazyScreen } from '../screen-route';

/** '/auth?mode=reset', keeping a reset token the old address carried. */
function resetTarget({ request }: LoaderFunctionArgs): Response {
  const token = new URL(request.url).searchParams.get('token');
  const params = new URLSearchParams({ mode: 'reset' });
  if (token) params.set('token', token);
  return redirect(`/auth?${params.toString()}`);
}

/** SPEC §2: /auth, and the old sign-in addresses that lead to it. */
export const authRoutes: RouteObject[] = [
  {
    path: 'auth',
    ...lazyScreen('Sign In', async () => (await import('@/features/auth/components/auth-page')).AuthPage),
  },
  { path: 'login', loader: () => redirect('/auth'), element: null },
  { path: 'register', loader: () => redirect('/auth'), element: null },
  { path: 'forgot-password', loader: resetTarget, element: null },
  { path: 'reset-password', loader: resetTarget, element: null },
];
