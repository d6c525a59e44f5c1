import { describe, expect, it } from 'vitest';
import {
  checkProjectSelection,
  MAX_SELECTED_PROJECT_IDS,
  parseProjectIdsParam,
  TOO_MANY_PROJECT_IDS,
} from './project-selection';

const ID_A = '3f0c2a4e-8d1b-4c6a-9e2f-0a1b2c3d4e5f';
const ID_B = '9b2d7c10-1a2b-4c3d-8e4f-5a6b7c8d9e0f';

describe('parseProjectIdsParam', () => {
  it('reads comma-separated ids, ignoring spaces and empty items, without duplicates', () => {
    expect(parseProjectIdsParam(` ${ID_A}, ,${ID_B},${ID_A.toUpperCase()},`)).toEqual({
      ok: true,
      projectIds: [ID_A, ID_B],
    });
  });

  it('treats an empty value as a selection of nothing', () => {
    expect(parseProjectIdsParam('')).toEqual({ ok: true, projectIds: [] });
    expect(parseProjectIdsParam(' , ')).toEqual({ ok: true, projectIds: [] });
  });

  it('refuses anything that is not a project id, naming it', () => {
    expect(parseProjectIdsParam(`${ID_A},not-an-id`)).toEqual({
      ok: false,
      message: "Invalid project ID format ('not-an-id')",
    });
    const long = 'x'.repeat(60);
    expect(parseProjectIdsParam(long)).toEqual({
      ok: false,
      message: `Invalid project ID format ('${'x'.repeat(40)}...')`,
    });
  });

  it('refuses more than 5,000 ids', () => {
    const ids = Array.from({ length: MAX_SELECTED_PROJECT_IDS + 1 }, () => ID_A);
    expect(checkProjectSelection(ids)).toEqual({ ok: false, message: TOO_MANY_PROJECT_IDS });
    expect(checkProjectSelection(ids.slice(1))).toEqual({ ok: true, projectIds: [ID_A] });
    expect(TOO_MANY_PROJECT_IDS).toBe('At most 5000 project ids can be selected');
  });
});
