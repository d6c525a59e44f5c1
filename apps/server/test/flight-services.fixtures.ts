import type { TestServer } from './support/build-test-server';
import { sameOrigin, type SignedInUser } from './support/sign-in-as';

/** Gives an account the flight-services flag (PMs and viewers start without it). */
export async function grantFlightFlag(server: TestServer, user: SignedInUser): Promise<void> {
  await server.ctx.db
    .updateTable('user_accounts')
    .set({ can_access_flight_services: true })
    .where('user_id', '=', user.userId)
    .execute();
}

export const KING_AIR = {
  tailNumber: 'N100TN',
  makeModel: 'Beechcraft King Air 350',
  seats: 8,
  status: 'available',
  hoursTotal: 4_210.5,
  annualDueDate: '2099-12-31',
  hundredHourDueAt: 4_230,
  hourlyRate: 1_450,
  notes: null,
};

export const TRIP = {
  agency: 'Department of Agriculture',
  requesterName: 'Pat Doe',
  departDate: '2098-06-10',
  departTime: '08:00',
  returnDate: '2098-06-10',
  returnTime: '17:00',
  origin: 'bna',
  destination: 'TYS',
  passengers: 4,
  purpose: 'Site visit',
};

export function flightClient(server: TestServer) {
  const send = (method: 'GET' | 'POST' | 'PATCH', url: string, user?: SignedInUser, payload?: unknown) =>
    server.app.inject({
      method,
      url,
      headers: { ...sameOrigin, ...(user ? { cookie: user.cookie } : {}) },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  return {
    get: (url: string, user?: SignedInUser) => send('GET', url, user),
    post: (url: string, user?: SignedInUser, payload?: unknown) => send('POST', url, user, payload ?? {}),
    patch: (url: string, user?: SignedInUser, payload?: unknown) => send('PATCH', url, user, payload),
  };
}

export async function countAudit(server: TestServer, action: string): Promise<number> {
  const row = await server.ctx.db
    .selectFrom('audit_logs')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('action', '=', action)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
