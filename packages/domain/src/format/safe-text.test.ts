import { describe, expect, it } from 'vitest';
import { projectCreateBodySchema } from '../projects/project.schema';
import { displayNameSchema } from '../access/account.schema';
import { isSafeText, unsafeTextMessage } from './safe-text';

const BIDI = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];

describe('names without hidden text-direction or broken characters (issue 34)', () => {
  it.each(BIDI.map((c) => [(c.codePointAt(0) ?? 0).toString(16).toUpperCase(), c]))(
    'refuses U+%s',
    (_code, control) => {
      expect(isSafeText(`invoice${control}fdp.exe`)).toBe(false);
    },
  );

  it('refuses a lone high or low surrogate, keeps a real pair (an emoji) and ordinary accents', () => {
    expect(isSafeText('runway \uD83D')).toBe(false);
    expect(isSafeText('\uDE00 runway')).toBe(false);
    expect(isSafeText('runway \uD83D\uDE00')).toBe(true);
    expect(isSafeText('Aéroport de Montréal')).toBe(true);
    // Arabic and Hebrew text is fine: only the invisible controls are refused.
    expect(isSafeText('مطار')).toBe(true);
  });

  it("gives the form's words for a project title and a display name", () => {
    const title = projectCreateBodySchema.safeParse({ project_title: 'Runway\u202Eexe.pdf' });
    expect(title.success).toBe(false);
    expect(title.error?.issues.map((issue) => issue.message)).toContain(unsafeTextMessage('Project title'));
    const name = displayNameSchema.safeParse('Ada\uD800');
    expect(name.error?.issues[0]?.message).toBe(
      'Display name contains hidden text-direction or broken characters; please type it again',
    );
  });
});
