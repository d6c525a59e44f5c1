import { defineAirportRecordPolicy, defineAreaPolicy } from '../policy/airport-record.policy';

/** Project delivery: milestones and progress of awarded projects. */
export const deliveryAreaPolicy = defineAreaPolicy('delivery', 'can_access_project_delivery');
export const deliveryRecordPolicy = defineAirportRecordPolicy(
  'delivery-record',
  'can_access_project_delivery',
);
