import { fiscalPeriodOf } from './dbe-fiscal-year';

/**
 * The Uniform Report form in force for a period. The October 2025 interim final rule removed the race- and
 * sex-based presumptions, renamed race-conscious/race-neutral to DBE-conscious/DBE-neutral and dropped the
 * breakdown of Section B by owner group. Periods starting on or after October 1, 2025 (FY2026 onward) use it.
 */
export type DbeFormVersion = {
  id: 'part26-2014' | 'part26-ifr-2025';
  title: string;
  /** First fiscal year the version applies to (inclusive). */
  fromFiscalYear: number;
  consciousLabel: string;
  neutralLabel: string;
  /** Section B splits DBE awards by owner group and gender. */
  ownerGroupBreakdown: boolean;
  note: string;
};

export const DBE_FORM_VERSIONS: readonly DbeFormVersion[] = [
  {
    id: 'part26-2014',
    title: 'Uniform Report of DBE Awards or Commitments and Payments (49 CFR Part 26, Appendix B, 2014)',
    fromFiscalYear: 2000,
    consciousLabel: 'Race-conscious',
    neutralLabel: 'Race-neutral',
    ownerGroupBreakdown: true,
    note: 'Section B reports DBE awards by ethnicity and gender of the owners.',
  },
  {
    id: 'part26-ifr-2025',
    title:
      'Uniform Report of DBE Awards or Commitments and Payments (49 CFR Part 26, Appendix B, as amended by the October 2025 interim final rule)',
    fromFiscalYear: 2026,
    consciousLabel: 'DBE-conscious',
    neutralLabel: 'DBE-neutral',
    ownerGroupBreakdown: false,
    note: 'Presumptions of disadvantage removed; Section B reports DBE awards without an owner-group breakdown. Contract goals are suspended until firms are re-evaluated.',
  },
];

/** The version in force for a fiscal year: the latest one that starts on or before it. */
export function formVersionForFiscalYear(fiscalYear: number): DbeFormVersion {
  const applicable = DBE_FORM_VERSIONS.filter((version) => version.fromFiscalYear <= fiscalYear);
  const version = applicable.at(-1) ?? DBE_FORM_VERSIONS[0];
  if (!version) throw new Error('No DBE form version');
  return version;
}

/** The interim final rule's effective day; periods that start on or after it use the new wording. */
export const IFR_2025_PERIOD_START = fiscalPeriodOf(2026).start;

export const OWNER_GROUPS = [
  'black_american',
  'hispanic_american',
  'native_american',
  'subcontinent_asian_american',
  'asian_pacific_american',
  'non_minority',
  'other',
] as const;
export type OwnerGroup = (typeof OWNER_GROUPS)[number];
export const OWNER_GROUP_LABELS: Record<OwnerGroup, string> = {
  black_american: 'Black American',
  hispanic_american: 'Hispanic American',
  native_american: 'Native American',
  subcontinent_asian_american: 'Subcontinent Asian American',
  asian_pacific_american: 'Asian-Pacific American',
  non_minority: 'Non-minority',
  other: 'Other',
};
export const OWNER_GENDERS = ['women', 'men'] as const;
export type OwnerGender = (typeof OWNER_GENDERS)[number];

/** Item 5 of the report: the recipient. */
export const DBE_REPORT_RECIPIENT = 'Tennessee Department of Transportation (TDOT), Aeronautics Division';
