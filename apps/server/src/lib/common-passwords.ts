import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * NIST SP 800-63B 5.1.1.2: a new password is refused when it is in a list of commonly used, expected or
 * compromised values. The list is zxcvbn-ts's (about 49,000 passwords seen most often in breach corpora),
 * shipped in the package and checked offline: the product never asks an outside service.
 */
let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()));
  return common;
}

/** Whether the password is on the list, ignoring case ("Password1" is as guessable as "password1"). */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}
