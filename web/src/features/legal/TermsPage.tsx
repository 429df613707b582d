import { PRODUCT_NAME } from '@polyloop/shared';
import { LegalPage } from './LegalPage';

export default function TermsPage() {
  return (
    <LegalPage title="Terms and Conditions" updated="January 2025">
      <p>
        These terms govern your company's use of {PRODUCT_NAME}, the trading and operations platform for
        recycled plastics. By creating an account or onboarding your company you accept them on your company's
        behalf.
      </p>
      <h2>Accounts</h2>
      <p>
        You keep your sign-in details confidential and are responsible for what happens under your account.
        Administrators decide who in the company may use it.
      </p>
      <h2>Trading on the network</h2>
      <p>
        Offers, requests and auctions are made between companies. {PRODUCT_NAME} is not a party to the trades
        and does not guarantee quality, quantity or payment.
      </p>
      <h2>Plans and fees</h2>
      <p>
        Paid plans are billed in advance. Auctions and reverse auctions on standard plans carry a transaction
        fee. Adding a user may cause an immediate prorated charge.
      </p>
      <h2>Changes</h2>
      <p>When these terms change we ask every user to accept the new version before continuing.</p>
    </LegalPage>
  );
}
