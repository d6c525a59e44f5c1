import { defineAirportRecordPolicy, defineAreaPolicy } from '../policy/airport-record.policy';

/** The capital improvement plan: plan items of an airport. */
export const planningAreaPolicy = defineAreaPolicy('planning', 'can_access_planning');
export const planItemPolicy = defineAirportRecordPolicy('plan-item', 'can_access_planning');
