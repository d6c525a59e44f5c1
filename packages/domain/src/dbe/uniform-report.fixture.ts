import type { ReportRecords } from './uniform-report-records';

/**
 * The hand-worked report fixture (uniform-report.test.ts states every figure, worked by hand there). FY2025
 * uses the 2014 form (race-conscious/neutral, Section B by owner group); FY2026 the October 2025 interim final
 * rule's form. One case per counting rule (dbe-counting.ts, decideDbeCommitment / decideDbePrime):
 * - no federal share: C3 (and its K7 and payments) is reported in no section (FY2024, FY2025);
 * - certified after the commitment: K6 to F6 (committed 2025-03-01, certified 2025-06-01): not counted;
 * - decertified before it: K10 to F9 (decertified 2025-09-01, committed 2025-11-15): not counted;
 * - under re-evaluation after 2025-10-03: K8 to F2 (re-evaluation from 2025-10-03, committed 2025-11-01);
 * - re-certified: K11 to F10 (re-evaluation 2025-10-03, re-certified 2026-01-10, committed 2026-02-01): counts;
 * - a DBE prime's own work: C2 (prime F7), 200,000 federal share less K6's 10,000 subcontracted = 190,000;
 * - regular dealer 60% to the cent: K9, 10,000.50 -> 6,000.30 (and K2, 50,000 -> 30,000);
 * - broker fee only: K4, 40,000 committed, fee 2,000 -> 2,000;
 * - the manual switch taking a certified firm's commitment out: K12 to F3 (listed by the cross-check);
 * - an overpayment that counts in proportion, uncapped, and is listed: K11 paid 13,000 of 12,000.
 */
const certifiedSince = (effectiveDate: string) => [{ status: 'certified' as const, effectiveDate }];

export const REPORT_FIXTURE: ReportRecords = {
  firms: [
    {
      id: 'F1',
      ownerGroup: null,
      ownerGender: null,
      certifications: [{ status: 'not_dbe', effectiveDate: '2020-01-01' }],
    },
    {
      id: 'F2',
      ownerGroup: 'black_american',
      ownerGender: 'women',
      certifications: [
        { status: 'certified', effectiveDate: '2021-01-01' },
        { status: 'under_reevaluation', effectiveDate: '2025-10-03' },
      ],
    },
    {
      id: 'F3',
      ownerGroup: 'hispanic_american',
      ownerGender: 'men',
      certifications: certifiedSince('2021-01-01'),
    },
    {
      id: 'F4',
      ownerGroup: 'asian_pacific_american',
      ownerGender: 'women',
      certifications: certifiedSince('2021-01-01'),
    },
    {
      id: 'F5',
      ownerGroup: 'non_minority',
      ownerGender: 'women',
      certifications: certifiedSince('2021-01-01'),
    },
    {
      id: 'F6',
      ownerGroup: 'native_american',
      ownerGender: 'men',
      certifications: certifiedSince('2025-06-01'),
    },
    {
      id: 'F7',
      ownerGroup: 'black_american',
      ownerGender: 'men',
      certifications: certifiedSince('2020-01-01'),
    },
    { id: 'F8', ownerGroup: null, ownerGender: null, certifications: [] },
    {
      id: 'F9',
      ownerGroup: 'other',
      ownerGender: 'women',
      certifications: [
        { status: 'certified', effectiveDate: '2021-01-01' },
        { status: 'decertified', effectiveDate: '2025-09-01' },
      ],
    },
    {
      id: 'F10',
      ownerGroup: 'subcontinent_asian_american',
      ownerGender: 'men',
      certifications: [
        { status: 'certified', effectiveDate: '2021-01-01' },
        { status: 'under_reevaluation', effectiveDate: '2025-10-03' },
        { status: 'certified', effectiveDate: '2026-01-10' },
      ],
    },
  ],
  contracts: [
    {
      id: 'C1',
      primeFirmId: 'F1',
      awardDate: '2024-11-15',
      federalShare: 1_000_000,
      goalPct: 10,
      goalDriven: true,
      completedDate: '2025-08-31',
      participationNeededCents: null,
      grantNumber: '3-47-0001-001-2025',
    },
    {
      id: 'C2',
      primeFirmId: 'F7',
      awardDate: '2025-02-01',
      federalShare: 200_000,
      goalPct: 0,
      goalDriven: false,
      completedDate: null,
      participationNeededCents: null,
      grantNumber: '3-47-0002-002-2025',
    },
    {
      id: 'C3',
      primeFirmId: 'F1',
      awardDate: '2024-06-01',
      federalShare: null,
      goalPct: 5,
      goalDriven: true,
      completedDate: null,
      participationNeededCents: null,
      grantNumber: '3-47-0003-001-2024',
    },
    {
      id: 'C4',
      primeFirmId: 'F1',
      awardDate: '2025-10-20',
      federalShare: 500_000,
      goalPct: 0,
      goalDriven: false,
      completedDate: null,
      participationNeededCents: null,
      grantNumber: '3-47-0004-001-2026',
    },
  ],
  commitments: [
    {
      id: 'K1',
      contractId: 'C1',
      firmId: 'F2',
      amountCents: 100_000_00,
      countedCents: 100_000_00,
      countsAsDbe: true,
      commitmentDate: '2024-11-20',
    },
    {
      id: 'K2',
      contractId: 'C1',
      firmId: 'F3',
      kind: 'regular_dealer',
      amountCents: 50_000_00,
      countedCents: 30_000_00,
      countsAsDbe: true,
      commitmentDate: '2024-11-20',
    },
    {
      id: 'K3',
      contractId: 'C1',
      firmId: 'F4',
      amountCents: 20_000_00,
      countedCents: 20_000_00,
      countsAsDbe: true,
      commitmentDate: '2024-12-01',
    },
    {
      id: 'K4',
      contractId: 'C1',
      firmId: 'F5',
      kind: 'broker',
      feeCents: 2_000_00,
      amountCents: 40_000_00,
      countedCents: 2_000_00,
      countsAsDbe: true,
      commitmentDate: '2025-01-10',
    },
    {
      id: 'K5',
      contractId: 'C1',
      firmId: 'F8',
      amountCents: 150_000_00,
      countedCents: 0,
      countsAsDbe: false,
      commitmentDate: '2024-11-20',
    },
    {
      id: 'K6',
      contractId: 'C2',
      firmId: 'F6',
      amountCents: 10_000_00,
      countedCents: 10_000_00,
      countsAsDbe: true,
      commitmentDate: '2025-03-01',
    },
    {
      id: 'K7',
      contractId: 'C3',
      firmId: 'F2',
      amountCents: 5_000_00,
      countedCents: 5_000_00,
      countsAsDbe: true,
      commitmentDate: '2024-06-10',
    },
    {
      id: 'K8',
      contractId: 'C4',
      firmId: 'F2',
      amountCents: 25_000_00,
      countedCents: 25_000_00,
      countsAsDbe: true,
      commitmentDate: '2025-11-01',
    },
    {
      id: 'K9',
      contractId: 'C4',
      firmId: 'F3',
      kind: 'regular_dealer',
      amountCents: 10_000_50,
      countedCents: 6_000_30,
      countsAsDbe: true,
      commitmentDate: '2025-11-01',
    },
    {
      id: 'K10',
      contractId: 'C4',
      firmId: 'F9',
      amountCents: 8_000_00,
      countedCents: 8_000_00,
      countsAsDbe: true,
      commitmentDate: '2025-11-15',
    },
    {
      id: 'K11',
      contractId: 'C4',
      firmId: 'F10',
      amountCents: 12_000_00,
      countedCents: 12_000_00,
      countsAsDbe: true,
      commitmentDate: '2026-02-01',
    },
    {
      id: 'K12',
      contractId: 'C4',
      firmId: 'F3',
      amountCents: 3_000_00,
      countedCents: 0,
      countsAsDbe: false,
      overrideReason: 'Work outside its certified NAICS codes',
      commitmentDate: '2026-03-01',
    },
  ],
  payments: [
    { contractId: 'C1', commitmentId: null, amountCents: 600_000_00, paidDate: '2025-03-31' },
    { contractId: 'C1', commitmentId: null, amountCents: 400_000_00, paidDate: '2025-08-31' },
    { contractId: 'C1', commitmentId: 'K1', amountCents: 100_000_00, paidDate: '2025-06-30' },
    { contractId: 'C1', commitmentId: 'K2', amountCents: 50_000_00, paidDate: '2025-06-30' },
    { contractId: 'C1', commitmentId: 'K4', amountCents: 40_000_00, paidDate: '2025-07-15' },
    { contractId: 'C2', commitmentId: null, amountCents: 50_000_00, paidDate: '2025-09-15' },
    { contractId: 'C3', commitmentId: 'K7', amountCents: 6_000_00, paidDate: '2025-01-15' },
    { contractId: 'C3', commitmentId: null, amountCents: 30_000_00, paidDate: '2025-01-10' },
    { contractId: 'C1', commitmentId: 'K3', amountCents: 20_000_00, paidDate: '2025-10-05' },
    { contractId: 'C4', commitmentId: null, amountCents: 100_000_00, paidDate: '2026-01-15' },
    { contractId: 'C4', commitmentId: 'K8', amountCents: 10_000_00, paidDate: '2026-01-20' },
    { contractId: 'C4', commitmentId: 'K11', amountCents: 13_000_00, paidDate: '2026-03-15' },
  ],
};
