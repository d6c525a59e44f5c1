import { describe, expect, it } from 'vitest';
import { buildPageTitle } from './page-title';

describe('buildPageTitle', () => {
  it('is the product name on the root path', () => {
    expect(buildPageTitle('/')).toBe('Airport Management');
    expect(buildPageTitle('')).toBe('Airport Management');
  });

  it('adds the capitalised first path segment', () => {
    expect(buildPageTitle('/bil/projects')).toBe('Airport Management - Bil');
    expect(buildPageTitle('/privacy-policy')).toBe('Airport Management - Privacy policy');
    expect(buildPageTitle('/airports/BNA')).toBe('Airport Management - Airports');
  });

  it('titles a path no route claims "Page not found", not with what was typed', () => {
    expect(buildPageTitle('/drop-table-users', { notFound: true })).toBe(
      'Airport Management - Page not found',
    );
  });
});
