import type { ColumnType, Generated, GeneratedAlways, JSONColumnType } from 'kysely';
import type { AccountApproval, PermissionFlag } from '@bil/domain';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Money = ColumnType<number, number | string | undefined, number | string>;
type DateOnly = string; // 'YYYY-MM-DD'; the driver keeps dates as text

export type JsonObject = Record<string, unknown>;

export type UserAccountsTable = {
  id: Generated<string>;
  user_id: string;
  display_name: string | null;
  role: Generated<string>;
  tdot_pm: string | null;
  /** 'approved' | 'pending' | 'refused' (0006-registration-approval). */
  approval: Generated<AccountApproval>;
  created_at: Timestamp;
  updated_at: Timestamp;
} & { [flag in PermissionFlag]: Generated<boolean> };

export type AirportAssignmentsTable = {
  id: Generated<string>;
  airport_code: string;
  airport_name: string;
  city: string;
  tdot_pm: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

type FiscalYearKey = 'fy22' | 'fy23' | 'fy24' | 'fy25' | 'fy26';

export type AirportBilBalancesTable = {
  id: Generated<string>;
  airport_code: string;
  total_allocation: Money;
  current_balance: Money;
  balance_updated_at: Timestamp | null;
  last_calculated_grant_number: string | null;
  notes: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
} & { [key in `${FiscalYearKey}_allocation` | `${FiscalYearKey}_balance`]: Money };

export type ProjectsTable = {
  id: Generated<string>;
  grant_number: string | null;
  airport_code: string;
  airport_name: string | null;
  city: string | null;
  project_title: string;
  project_description: string | null;
  status: Generated<string>;
  application_date: DateOnly | null;
  award_date: DateOnly | null;
  sub_award_date: DateOnly | null;
  sent_to_sponsor_date: DateOnly | null;
  sent_to_tdot_date: DateOnly | null;
  psr_date: DateOnly | null;
  local_amount: Money;
  total_amount: Money;
  bil_aig_amount: Money;
  bil_atp_amount: Money;
  bil_fct_amount: Money;
  state_amount: Money;
  tdot_pm: string | null;
  upin: string | null;
  work_code: string | null;
  comments: string | null;
  talking_point_1: string | null;
  talking_point_2: string | null;
  talking_point_3: string | null;
  days_to_award: number | null;
  days_to_sub_award: number | null;
  bil_application_number: string | null;
  fiscal_year: number | null;
  tad_project_number: string | null;
  tad_contract_number: string | null;
  tx_number: string | null;
  project_phase: string | null;
  version: Generated<number>;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type SystemBypassAccessTable = {
  id: Generated<string>;
  user_id: string;
  created_at: Timestamp;
};

export type AuditLogsTable = {
  id: Generated<string>;
  user_id: string | null;
  action: string;
  resource_type: string;
  resource_id: string | null;
  details: JSONColumnType<JsonObject, JsonObject | undefined, JsonObject>;
  before: JSONColumnType<JsonObject, JsonObject | null | undefined, JsonObject | null> | null;
  after: JSONColumnType<JsonObject, JsonObject | null | undefined, JsonObject | null> | null;
  created_at: Timestamp;
};

export type AppSettingsTable = {
  key: string;
  value: JSONColumnType<JsonObject>;
  updated_by: string | null;
  updated_at: Timestamp;
};

export type MailOutboxTable = {
  id: Generated<string>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  sent_at: Timestamp | null;
  error: string | null;
  created_at: Timestamp;
};

export type RateLimitsTable = {
  key: string;
  hits: number;
  window_ends_at: Timestamp;
};

export type SharesTable = {
  id: Generated<string>;
  token: string;
  kind: string;
  name: string;
  description: string | null;
  password_hash: string | null;
  expires_at: Timestamp | null;
  is_static: Generated<boolean>;
  params: JSONColumnType<JsonObject, JsonObject | undefined, JsonObject>;
  snapshot: JSONColumnType<JsonObject, JsonObject | null | undefined, JsonObject | null> | null;
  revoked_at: Timestamp | null;
  view_count: Generated<number>;
  last_viewed_at: Timestamp | null;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type ShareChartsTable = {
  id: Generated<string>;
  share_id: string;
  position: number;
  chart_type: string;
  name: string;
  chart_params: JSONColumnType<JsonObject, JsonObject | undefined, JsonObject>;
};

export type ShareAccessGrantsTable = {
  token_hash: string;
  share_id: string;
  expires_at: Timestamp;
  created_at: Timestamp;
};

/** The better-auth user table, read for e-mail and confirmation (better-auth owns its writes). */
export type AuthUserTable = {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  image: string | null;
  role: string | null;
  banned: boolean | null;
  banReason: string | null;
  banExpires: Timestamp | null;
  /** better-auth's two-factor plugin: a verified authenticator is enrolled. */
  twoFactorEnabled: boolean | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
};

/** better-auth's session rows (its own code writes them; the sign-in policy reads and ends them). */
export type AuthSessionTable = {
  id: string;
  userId: string;
  token: string;
  expiresAt: Timestamp;
  createdAt: Timestamp;
  updatedAt: Timestamp;
};

/** better-auth's two-factor plugin: one enrolled (or half-enrolled, verified false) secret per person. */
export type AuthTwoFactorTable = {
  id: string;
  userId: string;
  secret: string;
  backupCodes: string;
  verified: boolean | null;
};

export type GciGrantsTable = {
  id: Generated<string>;
  program: string;
  grant_number: string;
  airport_code: string;
  sponsor: string;
  title: string;
  federal_amount: Money;
  state_amount: Money;
  local_amount: Money;
  execution_date: DateOnly;
  pop_end_date: DateOnly;
  completion_date: DateOnly | null;
  closeout_received_date: DateOnly | null;
  status: Generated<string>;
  notes: string | null;
  /** Federal amount by program, from FAA's Grant Detail Report (migration 0038); 0 when not given. */
  entitlement_amount: Money;
  discretionary_amount: Money;
  aig_amount: Money;
  cares_amount: Money;
  drawn_cents: Generated<number>;
  pending_cents: Generated<number>;
  last_request_date: Generated<DateOnly | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type GciReimbursementsTable = {
  id: Generated<string>;
  grant_id: string;
  request_number: string;
  request_date: DateOnly;
  requested_amount: Money;
  approved_amount: ColumnType<number | null, number | string | null | undefined, number | string | null>;
  paid_date: DateOnly | null;
  notes: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

/** GC&I inspections (migration 0013). */
export type GciInspectionSettingsTable = {
  airport_code: string;
  inspection_cycle_months: Generated<number>;
  corrective_plan_days: Generated<number>;
  updated_at: Timestamp;
};

export type GciInspectionsTable = {
  id: Generated<string>;
  airport_code: string;
  inspection_date: DateOnly;
  inspector: string;
  notes: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type GciDiscrepanciesTable = {
  id: Generated<string>;
  inspection_id: string;
  category: string;
  severity: string;
  description: string;
  location: string | null;
  action_plan: string | null;
  plan_due_date: DateOnly;
  target_date: DateOnly | null;
  action_status: Generated<string>;
  closed_at: Timestamp | null;
  closed_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

/** GC&I compliance and documents (migration 0014). */
export type GciComplianceItemsTable = {
  id: Generated<string>;
  airport_code: string;
  obligation: string;
  frequency_months: number;
  due_date: DateOnly;
  last_completed_date: DateOnly | null;
  notes: string | null;
  open_findings: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type GciComplianceFindingsTable = {
  id: Generated<string>;
  item_id: string;
  found_date: DateOnly;
  description: string;
  resolution: string | null;
  resolved_date: DateOnly | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type GciDocumentsTable = {
  id: Generated<string>;
  record_type: string;
  record_id: string;
  file_name: string;
  content_type: string;
  size_bytes: number;
  content: Buffer;
  uploaded_by: string | null;
  created_at: Timestamp;
};

/** Flight services (migration 0010): hours in tenths and money as numeric; times as 'HH:MM:SS' text. */
export type FlightAircraftTable = {
  id: Generated<string>;
  tail_number: string;
  make_model: string;
  seats: number;
  status: string;
  hours_total: Money;
  annual_due_date: DateOnly;
  hundred_hour_due_at: Money;
  hourly_rate: Money;
  notes: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type FlightTripsTable = {
  id: Generated<string>;
  agency: string;
  requester_name: string;
  requested_by: string | null;
  depart_date: DateOnly;
  depart_time: string;
  return_date: DateOnly;
  return_time: string;
  origin: string;
  destination: string;
  passengers: number;
  purpose: string;
  status: Generated<string>;
  aircraft_id: string | null;
  estimated_hours: Money | null;
  decision_note: string | null;
  decided_by: string | null;
  decided_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type FlightLogsTable = {
  trip_id: string;
  flown_date: DateOnly;
  actual_depart_time: string;
  actual_arrive_time: string;
  hours_flown: Money;
  hourly_rate: Money;
  charge: Money;
  logged_by: string | null;
  created_at: Timestamp;
};

type DbeMoney = ColumnType<number, number | string, number | string>;

export type DbeFirmsTable = {
  id: Generated<string>;
  name: string;
  certification_number: string | null;
  certifying_agency: string | null;
  naics_codes: ColumnType<string[], string[] | undefined, string[]>;
  owner_group: string | null;
  owner_gender: string | null;
  contact_name: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  created_at: Generated<Date>;
  updated_at: Timestamp;
};

export type DbeFirmCertificationsTable = {
  id: Generated<string>;
  firm_id: string;
  status: string;
  effective_date: DateOnly;
  note: string | null;
  recorded_by: string | null;
  recorded_at: Generated<Date>;
};

export type DbeContractsTable = {
  id: Generated<string>;
  project_id: string;
  contract_number: string;
  title: string;
  prime_firm_id: string;
  award_date: DateOnly;
  federal_share: number | null;
  goal_pct: DbeMoney;
  goal_driven: boolean;
  completed_date: DateOnly | null;
  participation_needed: DbeMoney | null;
  version: Generated<number>;
  created_by: string | null;
  created_at: Generated<Date>;
  updated_at: Timestamp;
};

export type DbeCommitmentsTable = {
  id: Generated<string>;
  contract_id: string;
  firm_id: string;
  kind: string;
  amount: DbeMoney;
  fee_amount: DbeMoney | null;
  commercially_useful: boolean;
  counts_as_dbe: boolean;
  /** Why a certified DBE's commitment was switched off (migration 0037); null when the switch is on. */
  override_reason: Generated<string | null>;
  counted_amount: DbeMoney;
  commitment_date: DateOnly;
  description: string | null;
  version: Generated<number>;
  /** Cents paid on it, all time: kept by a trigger on dbe_payments (migration 0015). */
  paid_cents: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Timestamp;
};

export type DbeCommitmentAmendmentsTable = {
  id: Generated<string>;
  commitment_id: string;
  version: number;
  amended_on: DateOnly;
  reason: string;
  before: JSONColumnType<JsonObject, JsonObject, JsonObject>;
  after: JSONColumnType<JsonObject, JsonObject, JsonObject>;
  amended_by: string | null;
  created_at: Generated<Date>;
};

export type DbePaymentsTable = {
  id: Generated<string>;
  contract_id: string;
  commitment_id: string | null;
  amount: DbeMoney;
  paid_date: DateOnly;
  note: string | null;
  created_by: string | null;
  created_at: Generated<Date>;
};

export type DbeOverallGoalsTable = {
  fiscal_year: number;
  overall_pct: DbeMoney;
  conscious_pct: DbeMoney;
  neutral_pct: DbeMoney;
  set_by: string | null;
  updated_at: Timestamp;
};

export type DbeReportsTable = {
  id: Generated<string>;
  fiscal_year: number;
  version: number;
  form_version: string;
  snapshot: JSONColumnType<JsonObject, JsonObject, JsonObject>;
  reason: string | null;
  submitted_by: string | null;
  submitted_at: Generated<Date>;
};

/** A capital improvement plan item (migration 0009-planning-delivery). */
export type PlanItemsTable = {
  id: Generated<string>;
  airport_code: string;
  title: string;
  work_type: string;
  fiscal_year: number;
  estimated_cost: number;
  aip_entitlement: number;
  bil_aig: number;
  aip_discretionary: number;
  state_amount: number;
  local_amount: number;
  priority: number;
  national_priority_rating: number | null;
  status: string;
  notes: string | null;
  project_id: string | null;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

/** A project's delivery record (migration 0011-delivery); money in cents. */
export type DeliveryRecordsTable = {
  project_id: string;
  design_complete_planned: DateOnly | null;
  design_complete_actual: DateOnly | null;
  bid_opening_planned: DateOnly | null;
  bid_opening_actual: DateOnly | null;
  contract_award_planned: DateOnly | null;
  contract_award_actual: DateOnly | null;
  notice_to_proceed_planned: DateOnly | null;
  notice_to_proceed_actual: DateOnly | null;
  substantial_completion_planned: DateOnly | null;
  substantial_completion_actual: DateOnly | null;
  final_acceptance_planned: DateOnly | null;
  final_acceptance_actual: DateOnly | null;
  closeout_planned: DateOnly | null;
  closeout_actual: DateOnly | null;
  percent_complete: number;
  contract_amount_cents: number | null;
  amount_drawn_cents: number;
  progress_date: DateOnly;
  notes: string | null;
  first_open_planned: GeneratedAlways<DateOnly | null>;
  updated_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

/** Kept by triggers on projects (migration 0017-executive); read only by the executive repository. */
export type ExecutiveGrantTotalsTable = {
  scope: string;
  grant_key: string;
  project_count: number;
  awarded: boolean;
  application_date: DateOnly | null;
  award_mean: number | null;
  sub_mean: number | null;
  pending_award: number;
  pending_sub_award: number;
  bil: Money;
  /** Migration 0028: the rest of computeGrantMetrics' inputs (the dashboard's grant metrics). */
  state: Money;
  local: Money;
  total: Money;
  executed: number;
  award_date: DateOnly | null;
  completed_mean: number | null;
  status_counts: Record<string, number>;
  has_pending_status: boolean;
  application_numbers: string[];
};

export type ExecutiveScopeTotalsTable = {
  scope: string;
  grant_count: number;
  project_count: number;
  bil: Money;
  award_weighted: number;
  award_weight: number;
  sub_weighted: number;
  sub_weight: number;
  pending_award: number;
  pending_sub_award: number;
};

export type ExecutiveMonthTotalsTable = {
  scope: string;
  month: string;
  project_count: number;
  award_days_sum: number;
  award_days_count: number;
};

/** Applied spreadsheet imports (0018): counts, file checksum, what each touched for undo. */
export type ImportRunsTable = {
  id: Generated<string>;
  kind: string;
  file_name: string;
  sha256: string;
  created_by: string | null;
  counts: JSONColumnType<JsonObject>;
  changes: JSONColumnType<JsonObject[]>;
  created_at: Timestamp;
  undone_at: Timestamp | null;
  undone_by: string | null;
};

export type JobRunsTable = {
  id: Generated<string>;
  name: string;
  queue_job_id: string | null;
  trigger: 'schedule' | 'manual' | 'retry' | 'command-line';
  slot: Timestamp | null;
  attempt: Generated<number>;
  status: 'running' | 'succeeded' | 'failed';
  started_at: Timestamp;
  finished_at: Timestamp | null;
  duration_ms: number | null;
  error: string | null;
};

export type JobSlotsTable = {
  name: string;
  slot: Timestamp;
  queue_job_id: string;
  claimed_at: Timestamp;
};

export type ImportMappingsTable = {
  user_id: string;
  kind: string;
  mapping: JSONColumnType<JsonObject>;
  updated_at: Timestamp;
};

/** Notifications (migration 0025): one row per person, kind and cause. */
export type NotificationsTable = {
  id: Generated<string>;
  user_id: string;
  kind: string;
  cause: string;
  params: JSONColumnType<JsonObject>;
  shown: boolean;
  /** 'none' (no e-mail wanted), 'pending' (the deliver job sends it), 'sent'. */
  email_state: string;
  created_at: Timestamp;
  read_at: Timestamp | null;
  emailed_at: Timestamp | null;
};

export type NotificationSettingsTable = {
  user_id: string;
  kind: string;
  channel: string;
  updated_at: Timestamp;
};

export type NotificationDigestsTable = {
  user_id: string;
  week_of: DateOnly;
  item_count: number;
  sent_at: Timestamp;
};

export type CalendarFeedTokensTable = {
  user_id: string;
  token_hash: string;
  created_at: Timestamp;
};

export type Database = {
  notifications: NotificationsTable;
  notification_settings: NotificationSettingsTable;
  notification_digests: NotificationDigestsTable;
  calendar_feed_tokens: CalendarFeedTokensTable;
  executive_grant_totals: ExecutiveGrantTotalsTable;
  executive_scope_totals: ExecutiveScopeTotalsTable;
  executive_month_totals: ExecutiveMonthTotalsTable;
  /** Kept by triggers on projects (migration 0029); read only by the analytics repository. */
  month_grant_totals: {
    scope: string;
    month: string;
    grant_key: string;
    project_count: number;
    funding: Money;
  };
  month_application_totals: {
    scope: string;
    month: string;
    application_number: string;
    project_count: number;
  };
  import_runs: ImportRunsTable;
  import_mappings: ImportMappingsTable;
  job_runs: JobRunsTable;
  job_slots: JobSlotsTable;
  plan_items: PlanItemsTable;
  delivery_records: DeliveryRecordsTable;
  delivery_data_version: { id: Generated<boolean>; version: Generated<number> };
  dbe_data_version: { id: Generated<boolean>; version: Generated<number> };
  user: AuthUserTable;
  session: AuthSessionTable;
  twoFactor: AuthTwoFactorTable;
  user_accounts: UserAccountsTable;
  user_roles: Omit<UserAccountsTable, 'id' | 'display_name' | 'approval' | 'created_at' | 'updated_at'>;
  system_bypass_access: SystemBypassAccessTable;
  airport_assignments: AirportAssignmentsTable;
  airport_bil_balances: AirportBilBalancesTable;
  projects: ProjectsTable;
  audit_logs: AuditLogsTable;
  app_settings: AppSettingsTable;
  mail_outbox: MailOutboxTable;
  rate_limits: RateLimitsTable;
  shares: SharesTable;
  share_charts: ShareChartsTable;
  share_access_grants: ShareAccessGrantsTable;
  gci_grants: GciGrantsTable;
  gci_reimbursements: GciReimbursementsTable;
  gci_inspection_settings: GciInspectionSettingsTable;
  gci_inspections: GciInspectionsTable;
  gci_discrepancies: GciDiscrepanciesTable;
  gci_compliance_items: GciComplianceItemsTable;
  gci_compliance_findings: GciComplianceFindingsTable;
  gci_documents: GciDocumentsTable;
  flight_aircraft: FlightAircraftTable;
  flight_trips: FlightTripsTable;
  flight_logs: FlightLogsTable;
  dbe_firms: DbeFirmsTable;
  dbe_firm_certifications: DbeFirmCertificationsTable;
  dbe_contracts: DbeContractsTable;
  dbe_commitments: DbeCommitmentsTable;
  dbe_commitment_amendments: DbeCommitmentAmendmentsTable;
  dbe_payments: DbePaymentsTable;
  dbe_overall_goals: DbeOverallGoalsTable;
  dbe_reports: DbeReportsTable;
};

/** Every table SPEC §3 names; the start-up schema check looks for each. */
export const REQUIRED_TABLES = [
  'user_accounts',
  'user_roles',
  'airport_assignments',
  'airport_bil_balances',
  'system_bypass_access',
  'audit_logs',
  'projects',
  'shares',
  'share_charts',
] as const;
