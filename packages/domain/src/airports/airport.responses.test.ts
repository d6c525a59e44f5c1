import { describe, expect, it } from 'vitest';
import { airportBalancesBodySchema, formatAirportNotFound } from './airport.responses';

describe('airportBalancesBodySchema', () => {
  it('accepts whole dollars of 0 or more and notes', () => {
    expect(
      airportBalancesBodySchema.parse({ allocations: { fy22: 0, fy24: 1_250_000 }, notes: null }),
    ).toEqual({
      allocations: { fy22: 0, fy24: 1_250_000 },
      notes: null,
    });
  });

  it.each([[-1], [10.5], ['100'], [Number.NaN]])('refuses the allocation %s', (value) => {
    const result = airportBalancesBodySchema.safeParse({ allocations: { fy23: value } });
    expect(result.success).toBe(false);
  });

  it('refuses unknown years and fields', () => {
    expect(airportBalancesBodySchema.safeParse({ allocations: { fy27: 1 } }).success).toBe(false);
    expect(airportBalancesBodySchema.safeParse({ current_balance: 1 }).success).toBe(false);
  });

  it('words the not-found message', () => {
    expect(formatAirportNotFound('ZZZ')).toBe("Airport 'ZZZ' was not found among the airports you can see.");
  });
});
