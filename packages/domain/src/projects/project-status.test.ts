import { describe, expect, it } from 'vitest';
import { formatStatusLabel, statusStep } from './project-status';

describe('project statuses', () => {
  it('numbers the lifecycle from pending (1) to executed (7)', () => {
    expect(statusStep('pending')).toBe(1);
    expect(statusStep('pending tdot')).toBe(6);
    expect(statusStep('executed')).toBe(7);
    expect(statusStep('on hold')).toBe(0);
  });

  it('title-cases any status for display', () => {
    expect(formatStatusLabel('pending sub-award')).toBe('Pending Sub-Award');
    expect(formatStatusLabel('ON HOLD')).toBe('On Hold');
  });
});
