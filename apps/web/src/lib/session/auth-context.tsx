import { resolveDisplayName, type MeResponse } from '@bil/domain';
import { createContext, useContext, useMemo, type ReactNode } from 'react';

export type AuthValue = {
  me: MeResponse;
  /** SPEC §2: name, then display name, then the e-mail's local part, then 'User'. */
  displayName: string;
};

const AuthContext = createContext<AuthValue | null>(null);

/** Gives the signed-in screens the person the sign-in guard loaded. */
export function AuthProvider({ me, children }: { me: MeResponse; children: ReactNode }) {
  const value = useMemo<AuthValue>(
    () => ({
      me,
      displayName: resolveDisplayName({
        name: me.user.name,
        displayName: me.user.displayName,
        email: me.user.email,
      }),
    }),
    [me],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The signed-in person; only inside the signed-in layout (SPEC §8 wording otherwise). */
export function useAuth(): AuthValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
