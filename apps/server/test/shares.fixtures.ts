import type { LightMyRequestResponse } from 'fastify';
import type { TestServer } from './support/build-test-server';
import { insertAirports, insertProjects } from './support/project-factory';
import { sameOrigin, type SignedInUser } from './support/sign-in-as';

export const PM_ANN = 'Ann Sharer';
export const PM_BEN = 'Ben Other';

export type SharesFixture = { annIds: string[]; benIds: string[] };

/** Two PMs with their own airports and projects (Ann: grants 101 and 102, Ben: grant 201). */
export async function insertSharesFixture(server: TestServer): Promise<SharesFixture> {
  const { db } = server.ctx;
  await insertAirports(db, [
    { airport_code: 'ANA', airport_name: 'Ann Field', city: 'Annville', tdot_pm: PM_ANN },
    { airport_code: 'BEN', airport_name: 'Ben Field', city: 'Bentown', tdot_pm: PM_BEN },
  ]);
  const annIds = await insertProjects(db, [
    {
      airport_code: 'ANA',
      tdot_pm: PM_ANN,
      grant_number: '101',
      project_title: 'Ann runway',
      status: 'executed',
      application_date: '2024-01-10',
      award_date: '2024-03-01',
      sub_award_date: '2024-04-01',
      bil_aig_amount: 1000,
      total_amount: 1500,
      upin: 'UP-1',
    },
    {
      airport_code: 'ANA',
      tdot_pm: PM_ANN,
      grant_number: '102',
      project_title: 'Ann taxiway',
      status: 'pending award',
      application_date: '2024-05-10',
      bil_atp_amount: 2000,
      total_amount: 2500,
    },
  ]);
  const benIds = await insertProjects(db, [
    {
      airport_code: 'BEN',
      tdot_pm: PM_BEN,
      grant_number: '201',
      project_title: 'Ben apron',
      status: 'approved',
      application_date: '2024-02-10',
      bil_fct_amount: 4000,
      total_amount: 5000,
    },
  ]);
  return { annIds, benIds };
}

export const chartBody = (projectIds?: string[]) => ({
  chart_type: 'monthly_funding_trends',
  name: 'Monthly Funding Trends',
  chart_params: projectIds ? { project_ids: projectIds } : {},
});

export const groupBody = (overrides: Record<string, unknown> = {}) => ({
  group_name: 'Quarterly charts',
  description: 'For the board',
  charts: [
    { chart_type: 'funding_distribution_by_grant', name: 'Funding', chart_params: {} },
    { chart_type: 'monthly_funding_trends', name: 'Trends', chart_params: {} },
  ],
  password_protected: false,
  password: null,
  expires_at: null,
  is_static_mode: false,
  ...overrides,
});

/** A request from the app's own pages, signed in as the person or signed out (null). */
export function send(
  server: TestServer,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  person: SignedInUser | null,
  payload?: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return server.app.inject({
    method,
    url,
    headers: { ...sameOrigin, ...(person ? { cookie: person.cookie } : {}), ...extraHeaders },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** Creates a share and returns its token (fails the test on anything but 201). */
export async function createShare(
  server: TestServer,
  person: SignedInUser,
  path: string,
  payload: unknown,
): Promise<string> {
  const response = await send(server, 'POST', `/api/shares/${path}`, person, payload);
  if (response.statusCode !== 201) throw new Error(`create ${path}: ${response.statusCode} ${response.body}`);
  return response.json<{ shareId: string }>().shareId;
}

export const publicPost = (
  server: TestServer,
  token: string,
  action: 'meta' | 'verify' | 'data',
  payload: unknown = {},
  headers: Record<string, string> = {},
) => send(server, 'POST', `/api/public/shares/${token}/${action}`, null, payload, headers);

export const inFuture = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** The fields the tests read from sharing answers. */
export type ShareAnswer = {
  error?: string;
  message?: string;
  isPasswordProtected?: boolean;
  isExpired?: boolean;
  expires?: string | null;
  status?: string;
};
