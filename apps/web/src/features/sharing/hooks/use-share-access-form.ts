import { useState } from 'react';
import {
  defaultExpiry,
  toExpiryIso,
  toSharePassword,
  validateExpiry,
  validateSharePassword,
  type ExpiryValue,
} from '../share-expiry';

export type ShareAccessErrors = { password: string | null; expiry: string | null };

/** Password and expiry state shared by every share dialog, with SPEC §5 validation. */
export function useShareAccessForm() {
  const [isProtected, setProtected] = useState(false);
  const [password, setPassword] = useState('');
  const [expiry, setExpiry] = useState<ExpiryValue>(() => defaultExpiry());
  const [errors, setErrors] = useState<ShareAccessErrors>({ password: null, expiry: null });

  /** Validates; returns the body fields when valid, null (and shows the errors) otherwise. */
  const validate = () => {
    const next = {
      password: validateSharePassword(password, isProtected),
      expiry: validateExpiry(expiry),
    };
    setErrors(next);
    if (next.password || next.expiry) return null;
    return { password: toSharePassword(password, isProtected), expires_at: toExpiryIso(expiry) };
  };

  const reset = () => {
    setProtected(false);
    setPassword('');
    setExpiry(defaultExpiry());
    setErrors({ password: null, expiry: null });
  };

  return {
    isProtected,
    password,
    expiry,
    errors,
    setProtected,
    setPassword,
    setExpiry,
    validate,
    reset,
  };
}

export type ShareAccessForm = ReturnType<typeof useShareAccessForm>;
