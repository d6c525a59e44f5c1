import { describe, expect, it } from 'vitest';
import { resolveAccess } from '../access/access-profile';
import { DEFAULT_ROLE_FLAGS } from '../access/permission-flags';
import {
  abilitiesOf,
  ACCOUNT_PENDING_MESSAGE,
  ACCOUNT_REFUSED_MESSAGE,
  allowIf,
  authorize,
  definePolicy,
} from './policy';

const viewer = (approval?: 'approved' | 'pending' | 'refused') =>
  resolveAccess({
    account: { role: 'viewer', tdot_pm: null, flags: DEFAULT_ROLE_FLAGS.viewer },
    hasSystemBypass: false,
    signedIn: true,
    approval,
  });
const signedOut = resolveAccess({ account: null, hasSystemBypass: false, signedIn: false });
const notePolicy = definePolicy<{ open: boolean }, 'read' | 'write'>('note', {
  read: () => allowIf(true),
  write: (_actor, note) => allowIf(note.open, 'Closed'),
});

describe('authorize', () => {
  it('asks the rule behind the gate', () => {
    expect(authorize(notePolicy, viewer(), 'read', { open: false })).toEqual({ allowed: true });
    expect(authorize(notePolicy, viewer(), 'write', { open: false })).toEqual({
      allowed: false,
      reason: 'Closed',
      status: 403,
    });
  });
  it('refuses signed-out callers with 401 and unapproved accounts with words that say why', () => {
    expect(authorize(notePolicy, signedOut, 'read', { open: true })).toMatchObject({ status: 401 });
    expect(authorize(notePolicy, viewer('pending'), 'read', { open: true })).toEqual({
      allowed: false,
      reason: ACCOUNT_PENDING_MESSAGE,
      status: 403,
    });
    expect(authorize(notePolicy, viewer('refused'), 'read', { open: true })).toMatchObject({
      reason: ACCOUNT_REFUSED_MESSAGE,
    });
  });
  it('denies an action the policy does not name', () => {
    expect(authorize(notePolicy, viewer(), 'launch' as 'read', { open: true }).allowed).toBe(false);
  });
});

describe('abilitiesOf', () => {
  it('gives one boolean per action', () => {
    expect(abilitiesOf(notePolicy, viewer(), { open: false })).toEqual({ read: true, write: false });
    expect(abilitiesOf(notePolicy, viewer('pending'), { open: true })).toEqual({ read: false, write: false });
  });
});
