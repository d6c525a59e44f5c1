import { TERMS_VERSION } from '@bil/domain';
import { Anchor } from '@mantine/core';
import { OWNER_CONTACT_EMAIL, OWNER_CONTACT_HREF, OWNER_NAME } from '@/lib/site-info';
import { formatTermsVersionDate } from './legal-dates';
import { LegalDocument, type LegalSection } from './legal-document';

const SECTIONS: LegalSection[] = [
  {
    heading: 'Information we hold',
    body: (
      <>
        <p>The application stores only what the division needs to administer airport grants:</p>
        <ul>
          <li>
            Account details: your name, work e-mail address, role (administrator, project manager or viewer),
            the project manager assignment and the permissions an administrator granted you.
          </li>
          <li>
            Grant and project records: airports, grant and application numbers, funding amounts, milestone
            dates, status, assigned project managers, comments and talking points, and disadvantaged business
            enterprise (DBE) reporting figures.
          </li>
          <li>
            An audit trail of changes: who created, changed or deleted a record, when, and what changed,
            including changes to accounts, roles and shared links.
          </li>
          <li>
            Technical records: sign-in sessions and the network address and browser of requests, kept in
            server logs to protect the service. Passwords are stored only as one-way hashes.
          </li>
        </ul>
      </>
    ),
  },
  {
    heading: 'How we use it',
    body: (
      <p>
        The information is used to track Bipartisan Infrastructure Law projects from application through
        award, sub-award and execution, to produce dashboards and reports for the division and its federal
        partners, to decide what each person may see and do, and to keep the system secure and accountable. It
        is not sold, used for advertising, or shared with third parties for their own purposes.
      </p>
    ),
  },
  {
    heading: 'Who can see it',
    body: (
      <ul>
        <li>Administrators see all records and manage accounts, roles and permissions.</li>
        <li>Project managers see the airports and projects assigned to them.</li>
        <li>Viewers see the areas an administrator has opened to them, read-only.</li>
        <li>
          A shared link shows only the chart, chart group or project page its creator chose to share. Links
          may be protected by a password and an expiry date, and never reveal e-mail addresses or passwords.
        </li>
        <li>
          Records may be disclosed where state or federal law requires it, for example in response to a public
          records request or an audit.
        </li>
      </ul>
    ),
  },
  {
    heading: 'Cookies and browser storage',
    body: (
      <>
        <p>The application uses a small number of cookies, all set by this site and none for tracking:</p>
        <ul>
          <li>
            A session cookie that keeps you signed in; it ends when you sign out or the session expires.
          </li>
          <li>
            A consent cookie that remembers you acknowledged the cookie notice, kept for 365 days. It is sent
            only over secure connections and never to other sites.
          </li>
          <li>
            A terms agreement cookie that records that you accepted these terms (version {TERMS_VERSION}),
            kept for 365 days.
          </li>
          <li>A short-lived access cookie after you enter the password of a protected shared link.</li>
        </ul>
        <p>
          Your browser also remembers a few display preferences, such as whether you closed the welcome
          dialog. Blocking these cookies prevents signing in.
        </p>
      </>
    ),
  },
  {
    heading: 'Retention',
    body: (
      <p>
        Grant and project records and their audit trail are kept for as long as the state records retention
        schedules and federal grant rules require, which can extend several years past grant closeout.
        Accounts of people who no longer need access are disabled by an administrator. Server logs are kept
        for a limited period for security and troubleshooting, then deleted.
      </p>
    ),
  },
  {
    heading: 'Security',
    body: (
      <p>
        Access requires an individual account. Connections are encrypted, permissions are checked by the
        server on every request, and changes are recorded in the audit trail. Please report any suspected
        misuse or exposure of data immediately using the contact below.
      </p>
    ),
  },
  {
    heading: 'Changes to this policy',
    body: (
      <p>
        When this policy changes, the effective date above is updated and, for significant changes, you are
        asked to acknowledge the new version the next time you sign in.
      </p>
    ),
  },
  {
    heading: 'Contact',
    body: (
      <p>
        Questions about this policy or the information held about you can be sent to the {OWNER_NAME} at{' '}
        <Anchor href={OWNER_CONTACT_HREF} inherit underline="always">
          {OWNER_CONTACT_EMAIL}
        </Anchor>
        .
      </p>
    ),
  },
];

/** '/privacy-policy'. */
export function PrivacyPolicyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      effective={`Effective ${formatTermsVersionDate()}`}
      intro={
        <p>
          This policy explains what information the Airport Management application holds, why, who can see it
          and how long it is kept. The application is an internal system of the {OWNER_NAME} for tracking
          airport infrastructure grants and is restricted to authorized personnel.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
