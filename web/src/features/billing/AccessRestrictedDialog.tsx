import { Button, Dialog, Stack, Text } from '@chakra-ui/react';
import { AppDialog } from '../../components/AppDialog';
import { ACCESS_KIND_LABELS, IdentityRoutes, type AccessKind } from '@polyloop/shared';
import { api } from '../../lib/api';
import { useSubmit } from '../../lib/use-submit';
import { isCompanyAdmin, useAccount } from '../../lib/account';
import { closeAccessRestricted, useAccessRestrictedKind } from '../../app/upgrade-store';

export const ACCESS_MESSAGES = {
  contactSuccess: "Thanks! We'll review your request and get back to you.",
  contactError: "We couldn't send your request. Please try again later.",
  contactAdmin: 'Contact your company administrator to request access.',
} as const;

/** The request-access call of each kind (spec part 3 §7.9). */
export function requestAccessCall(kind: AccessKind) {
  switch (kind) {
    case 'PRIVATE_AUCTION':
      return api(IdentityRoutes.requestAuctionAccess, { body: {} });
    case 'PUBLIC_OFFER':
      return api(IdentityRoutes.requestPublicOfferAccess, { body: {} });
    case 'PUBLIC_REQUEST':
      return api(IdentityRoutes.requestPublicRequestAccess, { body: {} });
    case 'REVERSE_AUCTION':
      return api(IdentityRoutes.requestPublicRequestAccess, { body: {}, query: { reverseAuction: 'true' } });
    case 'EQUIPMENT_LISTING':
      return api(IdentityRoutes.equipmentListingInterest, { body: {} });
  }
}

/** Access-restricted dialog (spec part 3 §6.2): publishing needs the platform's approval. */
export function AccessRestrictedDialog() {
  const kind = useAccessRestrictedKind();
  const { account } = useAccount();
  const admin = isCompanyAdmin(account);
  // The spec words both outcomes itself (spec part 3 §8.3), whatever the server says.
  const requesting = useSubmit({
    success: ACCESS_MESSAGES.contactSuccess,
    error: ACCESS_MESSAGES.contactError,
  });
  const contact = async () => {
    if (kind && (await requesting.run(() => requestAccessCall(kind)))) closeAccessRestricted();
  };
  return (
    <AppDialog
      open={kind !== null}
      onClose={closeAccessRestricted}
      title="Access restricted"
      contentProps={{ maxW: '30rem' }}
      footer={
        <>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline">Close</Button>
          </Dialog.ActionTrigger>
          {admin && (
            <Button onClick={() => void contact()} loading={requesting.busy}>
              Contact
            </Button>
          )}
        </>
      }
    >
      <Stack gap="3">
        <Text>
          {kind ? ACCESS_KIND_LABELS[kind] : ''} need the platform's approval for your company. Contact us and
          we will review your request.
        </Text>
        {!admin && <Text fontWeight="semibold">{ACCESS_MESSAGES.contactAdmin}</Text>}
      </Stack>
    </AppDialog>
  );
}
