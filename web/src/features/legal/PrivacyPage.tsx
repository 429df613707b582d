import { PRODUCT_NAME } from '@polyloop/shared';
import { LegalPage } from './LegalPage';

export default function PrivacyPage() {
  return (
    <LegalPage title="Privacy Policy" updated="January 2025">
      <p>This policy explains what personal data {PRODUCT_NAME} collects, why, and the choices you have.</p>
      <h2>What we collect</h2>
      <p>
        Your name, e-mail address and sign-in activity; your company's profile, locations and contacts; and
        the records you create on the platform.
      </p>
      <h2>How we use it</h2>
      <p>
        To run the platform, to show your public profile to other companies when you enable it, to send the
        e-mails you ask for, and to keep the service secure.
      </p>
      <h2>Sharing</h2>
      <p>
        Your company's private data is never shown to other companies. Public profile data is visible on the
        network only while your profile is enabled.
      </p>
      <h2>Changes</h2>
      <p>When this policy changes we ask every user to accept the new version before continuing.</p>
    </LegalPage>
  );
}
