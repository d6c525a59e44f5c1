import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';

/** A loader that moves an old address to its /bil/… successor, keeping the query string. */
function moveTo(target: (params: LoaderFunctionArgs['params']) => string) {
  return ({ params, request }: LoaderFunctionArgs) =>
    redirect(`${target(params)}${new URL(request.url).search}`);
}

const id = (params: LoaderFunctionArgs['params']) => encodeURIComponent(params.id ?? '');

/**
 * SPEC §2 legacy redirects (the guards then apply to the new address). `element: null`: a redirect draws
 * nothing, and without it React Router warns 'Matched leaf route ... does not have an element' (issue 35).
 */
export const legacyRedirects: RouteObject[] = [
  { path: 'dashboard', loader: moveTo(() => '/bil/dashboard'), element: null },
  { path: 'projects', loader: moveTo(() => '/bil/projects'), element: null },
  { path: 'projects/new', loader: moveTo(() => '/bil/projects/new'), element: null },
  {
    path: 'projects/:id/edit',
    loader: moveTo((params) => `/bil/projects/${id(params)}/edit`),
    element: null,
  },
  { path: 'projects/:id', loader: moveTo((params) => `/bil/projects/${id(params)}`), element: null },
  { path: 'analytics', loader: moveTo(() => '/bil/analytics'), element: null },
];
