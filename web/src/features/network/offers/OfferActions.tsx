import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, HStack } from '@chakra-ui/react';
import { LuCheck, LuCircleCheckBig, LuRepeat, LuX } from 'react-icons/lu';
import { NetworkRoutes } from '@polyloop/shared';
import {
  OFFER_CANCEL_REASON_LABELS,
  OFFER_DECLINE_REASON_LABELS,
  OFFER_MESSAGES,
  type NegotiationInput,
  type NetworkOffer,
  type OfferAction,
} from '@polyloop/shared/network/offer';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { api, ApiError, useRevalidate } from '../../../lib/api';
import { useSubmit } from '../../../lib/use-submit';
import { VIEWS } from '../../../lib/views';
import { describeTotal, formatTerms, partnerOf } from '../common/format';
import { confirmOfferPath } from '../common/paths';
import { ReasonDialog } from '../common/ReasonDialog';
import { useTradeGate } from '../common/use-trade-gate';
import { CounterDialog } from './CounterDialog';

type Dialog = Exclude<OfferAction, 'CONFIRM'>;

/**
 * The moves my side may make now (the offer's `actions`): accept, counter, confirm, decline or
 * cancel. Each is sent with the version I saw; a 409 shows the server's message and reloads the
 * offer. A person whose plan or role withholds the move is told why instead (useTradeGate).
 */
export function OfferActions({ offer }: { offer: NetworkOffer }) {
  const navigate = useNavigate();
  const gate = useTradeGate();
  const revalidate = useRevalidate();
  const [open, setOpen] = useState<Dialog | null>(null);
  const onConflict = (e: unknown) => {
    if (e instanceof ApiError && e.status === 409) void revalidate(VIEWS.networkOffer);
    return false;
  };
  const accepting = useSubmit({
    success: 'Offer accepted',
    fallback: OFFER_MESSAGES.acceptFailed,
    touches: VIEWS.networkOffer,
    onError: onConflict,
  });
  const declining = useSubmit({
    success: 'Offer declined',
    fallback: OFFER_MESSAGES.declineFailed,
    touches: VIEWS.networkOffer,
    onError: onConflict,
  });
  const cancelling = useSubmit({
    success: 'Offer cancelled',
    fallback: OFFER_MESSAGES.cancelFailed,
    touches: VIEWS.networkOffer,
    onError: onConflict,
  });
  const negotiate = (body: NegotiationInput) =>
    api(NetworkRoutes.negotiateOffer, { params: { id: offer.id }, body });
  const start = (action: OfferAction) =>
    gate.guard('OFFER_WRITE', () =>
      action === 'CONFIRM' ? void navigate(confirmOfferPath(offer.id)) : setOpen(action),
    );
  const has = (a: OfferAction) => offer.actions.includes(a);
  if (!offer.actions.length) return null;
  const partner = partnerOf(offer).name;
  return (
    <>
      <HStack gap="2" wrap="wrap" role="group" aria-label="Offer actions">
        {has('CONFIRM') && (
          <Button onClick={() => start('CONFIRM')}>
            <LuCircleCheckBig aria-hidden /> Confirm offer
          </Button>
        )}
        {has('ACCEPT') && (
          <Button onClick={() => start('ACCEPT')}>
            <LuCheck aria-hidden /> Accept offer
          </Button>
        )}
        {has('COUNTER') && (
          <Button variant="outline" onClick={() => start('COUNTER')}>
            <LuRepeat aria-hidden /> Counter-offer
          </Button>
        )}
        {has('DECLINE') && (
          <Button variant="outline" colorPalette="red" onClick={() => start('DECLINE')}>
            <LuX aria-hidden /> Decline offer
          </Button>
        )}
        {has('CANCEL') && (
          <Button variant="outline" colorPalette="red" onClick={() => start('CANCEL')}>
            <LuX aria-hidden /> Cancel offer
          </Button>
        )}
      </HStack>
      <ConfirmDialog
        open={open === 'ACCEPT'}
        title="Accept this offer?"
        confirmLabel="Accept offer"
        onClose={() => setOpen(null)}
        onConfirm={async () => {
          await accepting.run(() => negotiate({ action: 'ACCEPT', version: offer.version }));
          setOpen(null);
        }}
      >
        {`You accept ${describeTotal(offer.currentPrice, offer.currentWeight)}, ${formatTerms(offer.terms)}. Then each company confirms the offer to make its own order.`}
      </ConfirmDialog>
      <CounterDialog
        offer={offer}
        open={open === 'COUNTER'}
        onClose={() => setOpen(null)}
        onConflict={onConflict}
      />
      <ReasonDialog
        open={open === 'DECLINE'}
        title="Decline this offer?"
        confirmLabel="Decline offer"
        reasons={OFFER_DECLINE_REASON_LABELS}
        reasonRequiredMessage={OFFER_MESSAGES.reasonRequired}
        onClose={() => setOpen(null)}
        onConfirm={async ({ reason, message }) =>
          !!(await declining.run(() =>
            negotiate({ action: 'DECLINE', version: offer.version, reason, message }),
          ))
        }
      >
        {`${partner} is told. Declining cannot be undone.`}
      </ReasonDialog>
      <ReasonDialog
        open={open === 'CANCEL'}
        title="Cancel this offer?"
        confirmLabel="Cancel offer"
        reasons={OFFER_CANCEL_REASON_LABELS}
        reasonRequiredMessage={OFFER_MESSAGES.reasonRequired}
        onClose={() => setOpen(null)}
        onConfirm={async ({ reason, message }) =>
          !!(await cancelling.run(() =>
            negotiate({ action: 'CANCEL', version: offer.version, reason, message }),
          ))
        }
      >
        {`${partner} is told. Cancelling cannot be undone.`}
      </ReasonDialog>
    </>
  );
}
