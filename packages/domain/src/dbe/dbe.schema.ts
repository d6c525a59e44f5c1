import { z } from 'zod';
import { limitSchema } from '../paging/paging';
import { parseDateOnly } from '../format/calendar-date';
import { isSafeText, unsafeTextMessage } from '../format/safe-text';
import { CERTIFICATION_STATUSES, isCertifiedOn, type CertificationEntry } from './dbe-certification';
import { COMMITMENT_KINDS } from './dbe-counting';
import { OWNER_GENDERS, OWNER_GROUPS } from './dbe-form-version';

/**
 * Request bodies of the DBE area. The server validates with these and the web forms validate their values
 * with the same schemas. Money: dollars with at most 2 decimals (federal share: whole dollars, as the
 * Uniform Report wants); dates: real 'YYYY-MM-DD' days.
 */
export const MAX_DBE_AMOUNT = 999_999_999_999.99;
export const DBE_FISCAL_YEARS = { min: 2000, max: 2100 } as const;

const hasNul = (value: string) => value.includes('\u0000');

function text(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((value) => !hasNul(value), `${label} cannot contain NUL characters`)
    .refine(isSafeText, unsafeTextMessage(label));
}
const requiredText = (label: string, max: number) => text(label, max).min(1, `${label} is required`);
const optionalText = (label: string, max: number) =>
  text(label, max)
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));

/** A date field; left blank it says so in the form's words (issue 35), not 'must be a real date'. */
export function dbeDate(label: string) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .refine(
      (value) => value === '' || parseDateOnly(value) !== null,
      `${label} must be a real date (YYYY-MM-DD)`,
    )
    .meta({ format: 'date' });
}

const decimals = (value: number) =>
  String(value).includes('e') ? 99 : (String(value).split('.')[1]?.length ?? 0);

export function dbeMoney(label: string, options: { positive?: boolean } = {}) {
  return z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? `${label} is required`
          : `${label} must be a number`,
    })
    .refine(Number.isFinite, `${label} must be a number`)
    .refine((value) => value >= 0, `${label} cannot be negative`)
    .refine((value) => !options.positive || value > 0, `${label} must be more than zero`)
    .refine((value) => value <= MAX_DBE_AMOUNT, `${label} is too large`)
    .refine((value) => decimals(value) <= 2, `${label} can have at most 2 decimal places`);
}

const percent = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} cannot be negative`)
    .max(100, `${label} cannot be more than 100`)
    .refine((value) => decimals(value) <= 2, `${label} can have at most 2 decimal places`);

export const dbeIdSchema = z.uuid({ error: 'Not a valid id' });

/**
 * A record a person picks in a form (a firm, a project): named by the form's label when missing or
 * unknown (issue 35: an empty Firm said 'Not a valid id').
 */
export function dbeChoice(label: string) {
  return z.uuid({
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? `${label} is required`
        : `${label} is not one of the choices`,
  });
}
export const dbeIdParamsSchema = z.object({ id: dbeIdSchema });

export const certificationStatusSchema = z.enum(CERTIFICATION_STATUSES, {
  error: 'Certification status must be certified, under re-evaluation, decertified or not a DBE',
});

export const firmCertificationBodySchema = z.object({
  status: certificationStatusSchema,
  effectiveDate: dbeDate('Effective date'),
  note: optionalText('Note', 1000),
});
export type FirmCertificationBody = z.infer<typeof firmCertificationBodySchema>;

const firmFields = {
  name: requiredText('Firm name', 200),
  certificationNumber: optionalText('Certification number', 50),
  certifyingAgency: optionalText('Certifying agency', 200),
  naicsCodes: z
    .array(
      z
        .string()
        .trim()
        .regex(/^\d{2,6}$/, 'NAICS codes are 2 to 6 digits'),
      {
        error: 'NAICS codes must be a list',
      },
    )
    .max(20, 'At most 20 NAICS codes')
    .default([]),
  ownerGroup: z.enum(OWNER_GROUPS, { error: 'Unknown owner group' }).nullable().default(null),
  ownerGender: z.enum(OWNER_GENDERS, { error: 'Owner gender must be women or men' }).nullable().default(null),
  contactName: optionalText('Contact name', 200),
  contactEmail: z
    .union([z.email({ error: 'Contact e-mail is not an e-mail address' }), z.literal('')])
    .nullable()
    .optional()
    .transform((value) => (value ? value : null)),
  contactPhone: optionalText('Contact phone', 50),
};

export const firmCreateBodySchema = z.object({
  ...firmFields,
  certification: firmCertificationBodySchema,
});
export type FirmCreateBody = z.infer<typeof firmCreateBodySchema>;

export const firmUpdateBodySchema = z.object(firmFields);
export type FirmUpdateBody = z.infer<typeof firmUpdateBodySchema>;

export const contractBodySchema = z.object({
  projectId: dbeChoice('Project'),
  contractNumber: requiredText('Contract number', 50),
  title: requiredText('Contract title', 200),
  primeFirmId: dbeChoice('Prime contractor'),
  awardDate: dbeDate('Award date'),
  federalShare: z
    .number({ error: 'Federal share must be a whole number of dollars' })
    .int('Federal share must be whole dollars')
    .min(0, 'Federal share cannot be negative')
    .max(999_999_999_999, 'Federal share is too large')
    .nullable(),
  goalPct: percent('Contract goal'),
  goalDriven: z.boolean({ error: 'Say whether DBE participation is goal-driven' }),
});
export type ContractBody = z.infer<typeof contractBodySchema>;

export const contractCompletionBodySchema = z.object({
  completedDate: dbeDate('Completed date'),
  participationNeeded: dbeMoney('DBE participation needed').nullable().default(null),
});
export type ContractCompletionBody = z.infer<typeof contractCompletionBodySchema>;

export const COMMITMENT_OVERRIDE_REASON_LABEL = 'Reason for not counting';
export const COMMITMENT_OVERRIDE_REASON_REQUIRED =
  'Reason for not counting is required: the firm is a certified DBE on the commitment day';

const commitmentTerms = {
  kind: z.enum(COMMITMENT_KINDS, { error: 'Unknown kind of commitment' }),
  amount: dbeMoney('Amount committed', { positive: true }),
  feeAmount: dbeMoney('Fees').nullable().default(null),
  commerciallyUseful: z.boolean().default(true),
};

function feesWithinAmount(body: { amount: number; feeAmount: number | null }, ctx: z.RefinementCtx) {
  if (body.feeAmount !== null && body.feeAmount > body.amount)
    ctx.addIssue({ code: 'custom', path: ['feeAmount'], message: 'Fees cannot exceed the amount committed' });
}

export const commitmentBodySchema = z
  .object({
    firmId: dbeChoice('Firm'),
    ...commitmentTerms,
    countsAsDbe: z.boolean({ error: 'Say whether the commitment is to a DBE' }),
    /** Why "Counts as DBE" is off; required by the server when the firm is certified on the day (an override). */
    overrideReason: optionalText(COMMITMENT_OVERRIDE_REASON_LABEL, 500),
    commitmentDate: dbeDate('Commitment date'),
    description: optionalText('Description', 500),
  })
  .superRefine(feesWithinAmount);
export type CommitmentBody = z.infer<typeof commitmentBodySchema>;

/**
 * The switch is an override when it takes out a firm that is a certified DBE on the commitment day: then a
 * reason is required (shown on the report's cross-check and audited). Off on a firm that is not certified
 * that day is no override (it would not count anyway) and needs none. The form and the server both ask this.
 */
export function commitmentOverrideIssue(
  body: Pick<CommitmentBody, 'countsAsDbe' | 'overrideReason' | 'commitmentDate'>,
  firmCertifications: readonly CertificationEntry[],
): string | null {
  if (body.countsAsDbe || body.overrideReason) return null;
  return isCertifiedOn(firmCertifications, body.commitmentDate) ? COMMITMENT_OVERRIDE_REASON_REQUIRED : null;
}

export const commitmentAmendmentBodySchema = z
  .object({
    ...commitmentTerms,
    amendedOn: dbeDate('Amendment date'),
    reason: requiredText('Reason for the amendment', 500),
  })
  .superRefine(feesWithinAmount);
export type CommitmentAmendmentBody = z.infer<typeof commitmentAmendmentBodySchema>;

export const paymentBodySchema = z.object({
  commitmentId: dbeChoice('Paid to').nullable(),
  amount: dbeMoney('Payment amount', { positive: true }),
  paidDate: dbeDate('Payment date'),
  note: optionalText('Note', 500),
});
export type PaymentBody = z.infer<typeof paymentBodySchema>;

export const fiscalYearSchema = z.coerce
  .number({ error: 'Fiscal year must be a year' })
  .int('Fiscal year must be a year')
  .min(DBE_FISCAL_YEARS.min, 'Fiscal year is out of range')
  .max(DBE_FISCAL_YEARS.max, 'Fiscal year is out of range');

export const overallGoalBodySchema = z
  .object({
    overallPct: percent('Overall goal'),
    consciousPct: percent('Conscious part'),
    neutralPct: percent('Neutral part'),
  })
  .refine(
    (goal) => Math.round((goal.consciousPct + goal.neutralPct) * 100) === Math.round(goal.overallPct * 100),
    { message: 'The conscious and neutral parts must add up to the overall goal', path: ['overallPct'] },
  );
export type OverallGoalBody = z.infer<typeof overallGoalBodySchema>;

export const reportSubmitBodySchema = z.object({
  /** Required for an amendment (a second or later version). */
  reason: optionalText('Reason', 1000),
});
export type ReportSubmitBody = z.infer<typeof reportSubmitBodySchema>;

export const CONTRACT_STATUSES = ['active', 'completed'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

export const contractListQuerySchema = z.object({
  fiscalYear: fiscalYearSchema.optional(),
  airportCode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{3,4}$/, 'Unknown airport code')
    .optional(),
  pm: text('PM', 100).optional(),
  primeFirmId: dbeIdSchema.optional(),
  firmId: dbeIdSchema.optional(),
  projectId: dbeIdSchema.optional(),
  status: z.enum(CONTRACT_STATUSES).optional(),
});
export type ContractListQuery = z.infer<typeof contractListQuerySchema>;

/** At most this many projects are offered for a new DBE contract. */
export const DBE_PROJECT_OPTIONS_MAX = 5000;

/**
 * GET /api/dbe/project-options: `limit` caps the answer (all of them by default). Awards & Commitments asks
 * for one to know whether to offer "New contract"; the form asks for all (over 600 KB at 5,000 projects).
 */
export const projectOptionsQuerySchema = z.object({
  limit: limitSchema(DBE_PROJECT_OPTIONS_MAX, DBE_PROJECT_OPTIONS_MAX),
});
export type ProjectOptionsQuery = z.infer<typeof projectOptionsQuerySchema>;

/** GET /api/dbe/contract-summaries: the DBE contracts of one airport or one project. */
export const contractSummaryQuerySchema = z
  .object({
    airportCode: contractListQuerySchema.shape.airportCode,
    projectId: dbeIdSchema.optional(),
  })
  .refine((query) => Boolean(query.airportCode) !== Boolean(query.projectId), {
    message: 'Name either an airport code or a project',
  });
export type ContractSummaryQuery = z.infer<typeof contractSummaryQuerySchema>;
