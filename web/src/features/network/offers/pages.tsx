/** The offer pages, each loaded with its route (app/router.tsx). */
export { default as OfferWizardPage } from './OfferWizardPage';
export { default as PublicOfferNewPage } from './PublicOfferNewPage';
export { default as OfferLayout } from './OfferLayout';
export { default as ConfirmOfferPage } from './ConfirmOfferPage';
export { default as RespondPage } from './RespondPage';
export { default as HaveNetworkOffersTab } from './HaveNetworkOffersTab';
export { OfferDetailsTab, OfferDocumentsTab, OfferMatchesTab } from './OfferTabs';
