/** DOMAIN.md: the three BIL airport programs, federal fiscal years FY22 to FY26. */
export type BilProgramInfo = { code: string; name: string; kind: string; size: string; details: string[] };

export const BIL_PROGRAM_INFO: readonly BilProgramInfo[] = [
  {
    code: 'AIG',
    name: 'Airport Infrastructure Grants',
    kind: 'Formula',
    size: 'About $2.89 billion a year',
    details: [
      "The FAA publishes each airport's allocation for every fiscal year.",
      "An airport may combine several years' allocations in one project.",
      'Federal share for nonhub and nonprimary airports: 90% (95% from FY25).',
    ],
  },
  {
    code: 'ATP',
    name: 'Airport Terminal Program',
    kind: 'Competitive',
    size: 'About $1 billion a year',
    details: [
      'Terminals, on-airport rail access and airport-owned towers.',
      'Local match: 20% for large and medium hubs, 5% for all other airports.',
    ],
  },
  {
    code: 'FCT',
    name: 'Contract Tower program',
    kind: 'Competitive',
    size: '$20 million a year',
    details: ['For airport-owned contract towers.'],
  },
];

/** DOMAIN.md: each AIG allocation must be under grant within four fiscal years, else the FAA recovers it. */
export type AigDeadline = { fiscalYear: string; deadline: string };

export const AIG_OBLIGATION_DEADLINES: readonly AigDeadline[] = [
  { fiscalYear: 'FY22', deadline: '2025-09-30' },
  { fiscalYear: 'FY23', deadline: '2026-09-30' },
  { fiscalYear: 'FY24', deadline: '2027-09-30' },
  { fiscalYear: 'FY25', deadline: '2028-09-30' },
  { fiscalYear: 'FY26', deadline: '2029-09-30' },
];
