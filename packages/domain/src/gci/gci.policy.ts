import { defineAirportRecordPolicy, defineAreaPolicy } from '../policy/airport-record.policy';

/** GC&I: grants, reimbursements, compliance items, inspections and their discrepancies and actions. */
export const gciAreaPolicy = defineAreaPolicy('gci', 'can_access_gci');
export const gciRecordPolicy = defineAirportRecordPolicy('gci-record', 'can_access_gci');
