import { describe, expect, it } from 'vitest';
import { sampleDashboard } from './dashboard.fixtures';
import { dashboardResponseSchema } from './analytics.responses';

describe('dashboardResponseSchema', () => {
  it('describes exactly what the metrics functions return', () => {
    const body = sampleDashboard();
    // Parsing drops unknown keys: equality proves the schema names every field.
    expect(dashboardResponseSchema.parse(body)).toEqual(body);
  });
});
