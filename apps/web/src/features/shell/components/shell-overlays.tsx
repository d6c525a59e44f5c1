import { useState } from 'react';
import { useAuth, useSignOut, useWelcomeState } from '@/lib/session';
import { hasAgreedToTerms, recordTermsAgreement, TERMS_CLOSE_DELAY_MS } from '../terms-agreement';
import { usePageInteraction } from '../use-page-interaction';
import { AuthorizedAccessModal } from './authorized-access-modal';
import { WelcomeDialog } from './welcome-dialog';

/**
 * What the signed-in shell shows over the screen, in order: the Authorized Access modal until the
 * current terms are acknowledged for this e-mail, then the welcome dialog in its remembered state.
 * Issue 17: a welcome that would open after the person has started clicking the screen comes as the
 * small minimised card instead (and is remembered so), so it never covers a click meant for the page.
 */
export function ShellOverlays() {
  const { me, displayName } = useAuth();
  const signOut = useSignOut();
  const email = me.user.email;
  const [agreed, setAgreed] = useState(() => hasAgreedToTerms(email));
  const [closing, setClosing] = useState(false);
  const [welcomeState, setWelcomeState] = useWelcomeState(me.user.id);
  const hasInteracted = usePageInteraction();

  // SPEC §9: stored at once, closed 300 ms later.
  const acknowledge = () => {
    recordTermsAgreement(email);
    setClosing(true);
    window.setTimeout(() => {
      if (hasInteracted() && welcomeState === 'visible') setWelcomeState('minimised');
      setAgreed(true);
    }, TERMS_CLOSE_DELAY_MS);
  };

  return (
    <>
      <AuthorizedAccessModal
        opened={!agreed}
        acknowledging={closing}
        onAcknowledge={acknowledge}
        onDecline={() => void signOut('/')}
      />
      {agreed ? (
        <WelcomeDialog state={welcomeState} displayName={displayName} onChange={setWelcomeState} />
      ) : null}
    </>
  );
}
