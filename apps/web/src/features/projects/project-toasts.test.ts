import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { deleteFailedText, fetchProjectsFailedText } from './project-toasts';

describe('SPEC §8 project failure words (issue 35)', () => {
  it('a refused deletion says it was a permission issue; any other failure says it failed', () => {
    expect(deleteFailedText(new ApiError(403, 'You do not have permission to delete projects.'))).toEqual({
      title: 'Failed to delete project due to permission issues',
      description: 'You do not have permission to delete projects.',
    });
    expect(deleteFailedText(new ApiError(500, 'Database error occurred')).title).toBe(
      'Failed to delete project',
    );
  });

  it('a project list that cannot load says Failed to fetch projects with the reason', () => {
    expect(fetchProjectsFailedText(new ApiError(0, 'Network error'))).toBe(
      'Failed to fetch projects: Network error',
    );
  });
});
