import { describe, expect, it } from 'vitest';
import { airportComplianceStatus, complianceStatusOn, nextComplianceDue } from './compliance-rules';

describe('compliance obligations', () => {
  it('are current, due soon within 30 days, overdue after the due date, and finding above all', () => {
    const item = { due_date: '2026-06-30', open_findings: 0 };
    expect(complianceStatusOn(item, '2026-05-30')).toBe('current');
    expect(complianceStatusOn(item, '2026-05-31')).toBe('due_soon');
    expect(complianceStatusOn(item, '2026-06-30')).toBe('due_soon');
    expect(complianceStatusOn(item, '2026-07-01')).toBe('overdue');
    expect(complianceStatusOn({ ...item, open_findings: 1 }, '2026-01-01')).toBe('finding');
  });

  it('give an airport its status at a glance', () => {
    expect(airportComplianceStatus(['current', 'current'])).toBe('current');
    expect(airportComplianceStatus([])).toBe('current');
    expect(airportComplianceStatus(['current', 'due_soon'])).toBe('attention');
    expect(airportComplianceStatus(['overdue', 'finding'])).toBe('finding_open');
  });

  it('roll on by whole periods past the completion date', () => {
    expect(nextComplianceDue('2026-06-30', 12, '2026-06-01')).toBe('2027-06-30');
    expect(nextComplianceDue('2024-02-29', 12, '2024-03-01')).toBe('2025-02-28');
    expect(nextComplianceDue('2023-01-31', 12, '2025-03-01')).toBe('2026-01-31');
  });
});
