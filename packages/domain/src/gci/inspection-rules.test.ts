import { describe, expect, it } from 'vitest';
import {
  checkActionDates,
  correctiveActionStatusOn,
  correctivePlanDue,
  inspectionDueState,
  nextInspectionDue,
} from './inspection-rules';

describe('5010 inspection cycle', () => {
  it('falls due one cycle after the last inspection, leap days clamped', () => {
    expect(nextInspectionDue('2023-05-10', 36)).toBe('2026-05-10');
    expect(nextInspectionDue('2024-02-29', 12)).toBe('2025-02-28');
    expect(nextInspectionDue('2024-01-31', 1)).toBe('2024-02-29');
  });

  it('is overdue the day after it falls due, due soon within 90 days', () => {
    expect(inspectionDueState('2026-05-10', '2026-05-10')).toBe('due_soon');
    expect(inspectionDueState('2026-05-10', '2026-05-11')).toBe('overdue');
    expect(inspectionDueState('2026-08-08', '2026-05-10')).toBe('due_soon');
    expect(inspectionDueState('2026-08-09', '2026-05-10')).toBe('current');
    expect(inspectionDueState(null, '2026-05-10')).toBe('never');
  });
});

describe('corrective actions', () => {
  it('have their plan due 60 days (or the airport setting) after the inspection', () => {
    expect(correctivePlanDue('2026-01-15', 60)).toBe('2026-03-16');
    expect(correctivePlanDue('2026-12-15', 30)).toBe('2027-01-14');
  });

  it('are overdue past the target date, or the plan date while no target is set', () => {
    const open = { action_status: 'open' as const, plan_due_date: '2026-03-16', target_date: null };
    expect(correctiveActionStatusOn(open, '2026-03-16')).toBe('open');
    expect(correctiveActionStatusOn(open, '2026-03-17')).toBe('overdue');
    const targeted = { ...open, action_status: 'in_progress' as const, target_date: '2026-06-01' };
    expect(correctiveActionStatusOn(targeted, '2026-04-01')).toBe('in_progress');
    expect(correctiveActionStatusOn(targeted, '2026-06-02')).toBe('overdue');
    expect(correctiveActionStatusOn({ ...targeted, action_status: 'closed' }, '2027-01-01')).toBe('closed');
  });

  it('refuse dates before the inspection', () => {
    expect(checkActionDates('2026-01-15', { plan_due_date: '2026-01-14' })).toMatch(/Plan due date/);
    expect(checkActionDates('2026-01-15', { target_date: '2026-01-01' })).toMatch(/Target date/);
    expect(checkActionDates('2026-01-15', { plan_due_date: '2026-01-15', target_date: null })).toBeNull();
  });
});
