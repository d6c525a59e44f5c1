import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';

/** A loader that moves an old address to its /bil/… successor, keeping the query string. */
function moveTo(target: (params: LoaderFunctionArgs['params']) => string) {
  return ({ params, request }: LoaderFunctionArgs) =>
    redirect(`${target(params)}${new URL(request.url).search}`);
}

const id = (params: LoaderFunctionArgs['params']) => encodeURIComponent(params.id ?? '');

/** SPEC §2 legacy redirects (the guards then apply to the new address). */
export const legacyRedirects: RouteObject[] = [
  { path: 'dashboard', loader: moveTo(() => '/bil/dashboard') },
  { path: 'projects', loader: moveTo(() => '/bil/projects') },
  { path: 'projects/new', loader: moveTo(() => '/bil/projects/new') },
  { path: 'projects/:id/edit', loader: moveTo((params) => `/bil/projects/${id(params)}/edit`) },
  { path: 'projects/:id', loader: moveTo((params) => `/bil/projects/${id(params)}`) },
  { path: 'analytics', loader: moveTo(() => '/bil/analytics') },
];
