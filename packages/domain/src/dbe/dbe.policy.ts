import { allowIf, definePolicy } from '../policy/policy';
import { defineAirportRecordPolicy } from '../policy/airport-record.policy';

/** DBE contracts, commitments and payments: bound to the contract's project airport. */
export const dbeContractPolicy = defineAirportRecordPolicy(
  'dbe-contract',
  'can_access_dbe_awards_commitments',
);

/** The DBE program itself: firms, overall goals and the Uniform Report. Administrators change them. */
export const dbeProgramPolicy = definePolicy<
  null,
  'readAwards' | 'readReports' | 'readAnalytics' | 'readGoals' | 'manageFirms' | 'setGoals' | 'submitReport'
>('dbe-program', {
  readAwards: (actor) => allowIf(actor.isAdmin || actor.flags.can_access_dbe_awards_commitments),
  readReports: (actor) => allowIf(actor.isAdmin || actor.flags.can_access_dbe_annual_reporting),
  readAnalytics: (actor) => allowIf(actor.isAdmin || actor.flags.can_access_dbe_analytics),
  // Issue 34: the awards, reporting and analytics screens all show the overall goal, so any of their flags reads it.
  readGoals: (actor) =>
    allowIf(
      actor.isAdmin ||
        actor.flags.can_access_dbe_annual_reporting ||
        actor.flags.can_access_dbe_awards_commitments ||
        actor.flags.can_access_dbe_analytics,
    ),
  manageFirms: (actor) => allowIf(actor.isAdmin),
  setGoals: (actor) => allowIf(actor.isAdmin),
  submitReport: (actor) => allowIf(actor.isAdmin),
});
