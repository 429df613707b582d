import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Button, Dialog, Stack, Text } from '@chakra-ui/react';
import type { Auction } from '@polyloop/shared/network/auction';
import { AppDialog } from '../../../components/AppDialog';
import { offerPath } from '../common/paths';
import { formatBid, rememberWinnerModal, winnerModalDue } from './auction-time';

/** Local storage, when the browser lets the page use it. */
function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * "You won the auction" (part 3 §4.9): shown to the winner once, then again only after 14 days
 * (the time it was shown is kept in local storage per auction). It leads to the offer the
 * declaration made, which the winner confirms into its own order.
 */
export function WinnerModal({ auction }: { auction: Auction }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const store = storage();
    if (!store || !winnerModalDue(store, auction.id, Date.now())) return;
    rememberWinnerModal(store, auction.id, Date.now());
    setOpen(true);
  }, [auction.id]);
  const winner = auction.winnerBid;
  return (
    <AppDialog
      open={open}
      onClose={() => setOpen(false)}
      title="You won the auction"
      contentProps={{ maxW: '37.5rem' }}
      footer={
        <>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline">Later</Button>
          </Dialog.ActionTrigger>
          {winner?.offerId && (
            <Button asChild>
              <RouterLink to={offerPath(winner.offerId)} onClick={() => setOpen(false)}>
                Go to the offer
              </RouterLink>
            </Button>
          )}
        </>
      }
    >
      <Stack gap="2">
        <Text>{`${auction.offeringCompany.name} declared your company the winner of “${auction.materialName}”${winner ? ` at ${formatBid(winner.price)}` : ''}.`}</Text>
        <Text color="fg.muted">
          Confirm the offer it made to record the purchase in your company’s orders.
        </Text>
      </Stack>
    </AppDialog>
  );
}
