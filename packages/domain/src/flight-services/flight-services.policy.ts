import { allowIf, definePolicy, isPerson, type Actor } from '../policy/policy';

const hasFlag = (actor: Actor) => actor.isAdmin || actor.flags.can_access_flight_services;

/** State aircraft: everyone with the flag reads the schedule and requests trips; administrators manage. */
export const flightServicesPolicy = definePolicy<null, 'read' | 'requestTrip' | 'manage'>('flight-services', {
  read: (actor) => allowIf(hasFlag(actor)),
  requestTrip: (actor) => allowIf(hasFlag(actor)),
  manage: (actor) => allowIf(actor.isAdmin),
});

/** A trip request: its requester may withdraw it while it is not yet approved. */
export type TripRequestRecord = { requestedBy: string | null; status: string };
export const tripRequestPolicy = definePolicy<TripRequestRecord, 'withdraw' | 'decide'>('trip-request', {
  withdraw: (actor, trip) =>
    allowIf(
      actor.isAdmin || (hasFlag(actor) && isPerson(actor, trip.requestedBy) && trip.status === 'requested'),
    ),
  decide: (actor) => allowIf(actor.isAdmin),
});
