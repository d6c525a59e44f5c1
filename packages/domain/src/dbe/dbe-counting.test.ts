import { describe, expect, it } from 'vitest';
import { centsToWholeDollars, countCommitmentCents } from './dbe-counting';

const base = { feeCents: null, commerciallyUseful: true, countsAsDbe: true };

describe('countCommitmentCents (Part 26 §26.55)', () => {
  it('counts a DBE subcontractor in full', () => {
    expect(countCommitmentCents({ ...base, kind: 'subcontractor', amountCents: 12_345_67 })).toBe(12_345_67);
  });
  it('counts 60% of a DBE regular dealer (rounded to the cent)', () => {
    expect(countCommitmentCents({ ...base, kind: 'regular_dealer', amountCents: 100_000_00 })).toBe(
      60_000_00,
    );
    expect(countCommitmentCents({ ...base, kind: 'regular_dealer', amountCents: 1_01 })).toBe(61);
  });
  it('counts a DBE manufacturer in full', () => {
    expect(countCommitmentCents({ ...base, kind: 'manufacturer', amountCents: 50_000_00 })).toBe(50_000_00);
  });
  it('counts DBE trucking in full', () => {
    expect(countCommitmentCents({ ...base, kind: 'trucking', amountCents: 8_000_00 })).toBe(8_000_00);
  });
  it('counts only the fees of a broker', () => {
    expect(
      countCommitmentCents({ ...base, kind: 'broker', amountCents: 40_000_00, feeCents: 2_000_00 }),
    ).toBe(2_000_00);
    expect(countCommitmentCents({ ...base, kind: 'broker', amountCents: 40_000_00 })).toBe(0);
  });
  it('counts only the fees of a firm without a commercially useful function', () => {
    expect(
      countCommitmentCents({
        ...base,
        kind: 'subcontractor',
        amountCents: 30_000_00,
        feeCents: 1_500_00,
        commerciallyUseful: false,
      }),
    ).toBe(1_500_00);
  });
  it('never counts fees above the commitment', () => {
    expect(countCommitmentCents({ ...base, kind: 'broker', amountCents: 1_000_00, feeCents: 5_000_00 })).toBe(
      1_000_00,
    );
  });
  it('counts nothing for a firm that is not a DBE', () => {
    expect(
      countCommitmentCents({ ...base, kind: 'subcontractor', amountCents: 9_000_00, countsAsDbe: false }),
    ).toBe(0);
  });
  it('reports whole dollars, half a dollar up', () => {
    expect(centsToWholeDollars(1_234_49)).toBe(1_234);
    expect(centsToWholeDollars(1_234_50)).toBe(1_235);
  });
});
