import { TERMS_VERSION } from '@bil/domain';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { OWNER_CONTACT_EMAIL, OWNER_CONTACT_HREF, OWNER_NAME } from '@/lib/site-info';
import { formatTermsVersionDate } from './legal-dates';
import { LegalDocument, type LegalSection } from './legal-document';

const SECTIONS: LegalSection[] = [
  {
    heading: 'Authorized use only',
    body: (
      <p>
        This is a government information system for official business of the {OWNER_NAME}. Only people given
        an account by the division may sign in, and only for the work that account was issued for.
        Unauthorized access or use, or an attempt at either, is prohibited and may lead to loss of access,
        disciplinary action, and civil or criminal penalties.
      </p>
    ),
  },
  {
    heading: 'Your account',
    body: (
      <ul>
        <li>Keep your password to yourself; do not share your account or let anyone use your session.</li>
        <li>Sign out on shared computers and lock your screen when you step away.</li>
        <li>Tell the division at once if you believe your account has been used by someone else.</li>
        <li>Your access may be changed or removed when your duties change or you leave.</li>
      </ul>
    ),
  },
  {
    heading: 'Acceptable use',
    body: (
      <ul>
        <li>
          Enter information that is accurate and complete to the best of your knowledge, and correct errors.
        </li>
        <li>Do not disclose non-public information to anyone who is not authorized to receive it.</li>
        <li>
          Do not try to reach data or functions beyond your role, or to test or bypass security controls.
        </li>
        <li>Do not upload malicious files or automate requests that could degrade the service.</li>
      </ul>
    ),
  },
  {
    heading: 'Shared links',
    body: (
      <p>
        You are responsible for what you share. Share only information suitable for its audience, and use a
        password and an expiry date for anything that is not meant to be public. Shared links can be withdrawn
        by their creator or an administrator at any time.
      </p>
    ),
  },
  {
    heading: 'Monitoring and records',
    body: (
      <p>
        Activity in this system is logged and may be monitored, reviewed and audited. Using the system means
        you consent to this monitoring. Information entered may be a public record under state law and subject
        to disclosure and retention requirements.
      </p>
    ),
  },
  {
    heading: 'Accuracy of information',
    body: (
      <p>
        Dashboards, reports and shared pages are provided to support planning and oversight. The signed grant
        agreements and official FAA and department records remain the records of authority; where they differ,
        they prevail.
      </p>
    ),
  },
  {
    heading: 'Beta service',
    body: (
      <p>
        The application is in a beta phase. Features may change, and the service may occasionally be
        unavailable for maintenance. Please report problems and suggestions so they can be addressed.
      </p>
    ),
  },
  {
    heading: 'Privacy',
    body: (
      <p>
        How your information is handled is described in the{' '}
        <Anchor component={Link} to="/privacy-policy" inherit underline="always">
          Privacy Policy
        </Anchor>
        .
      </p>
    ),
  },
  {
    heading: 'Changes to these terms',
    body: (
      <p>
        These terms are version {TERMS_VERSION}. When they change, you will be asked to read and accept the
        new version before you continue to use the application.
      </p>
    ),
  },
  {
    heading: 'Contact',
    body: (
      <p>
        Questions about these terms can be sent to the {OWNER_NAME} at{' '}
        <Anchor href={OWNER_CONTACT_HREF} inherit underline="always">
          {OWNER_CONTACT_EMAIL}
        </Anchor>
        .
      </p>
    ),
  },
];

/** '/terms-of-service'. */
export function TermsOfServicePage() {
  return (
    <LegalDocument
      title="Terms of Service"
      effective={`Effective ${formatTermsVersionDate()} · Version ${TERMS_VERSION}`}
      intro={
        <p>
          These terms apply to everyone who uses the Airport Management application, including when you open a
          shared link. By signing in you agree to them.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
