import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, HStack } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { LuCheck, LuCircleCheckBig, LuRepeat, LuX } from 'react-icons/lu';
import { NetworkRoutes } from '@polyloop/shared';
import {
  OFFER_CANCEL_REASON_LABELS,
  OFFER_DECLINE_REASON_LABELS,
  OFFER_MESSAGES,
  NegotiationInput,
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
type Ending = 'DECLINE' | 'CANCEL';

/** The buttons, in the order they show, for the moves the offer allows. */
const MOVES: readonly {
  action: OfferAction;
  label: string;
  icon: IconType;
  variant?: 'outline';
  colorPalette?: 'red';
}[] = [
  { action: 'CONFIRM', label: 'Confirm offer', icon: LuCircleCheckBig },
  { action: 'ACCEPT', label: 'Accept offer', icon: LuCheck },
  { action: 'COUNTER', label: 'Counter-offer', icon: LuRepeat, variant: 'outline' },
  { action: 'DECLINE', label: 'Decline offer', icon: LuX, variant: 'outline', colorPalette: 'red' },
  { action: 'CANCEL', label: 'Cancel offer', icon: LuX, variant: 'outline', colorPalette: 'red' },
];

/** Declining and cancelling end the negotiation for good, each with a reason of its own kind. */
const ENDINGS = {
  DECLINE: {
    title: 'Decline this offer?',
    confirmLabel: 'Decline offer',
    reasons: OFFER_DECLINE_REASON_LABELS,
    success: 'Offer declined',
    fallback: OFFER_MESSAGES.declineFailed,
    doing: 'Declining',
  },
  CANCEL: {
    title: 'Cancel this offer?',
    confirmLabel: 'Cancel offer',
    reasons: OFFER_CANCEL_REASON_LABELS,
    success: 'Offer cancelled',
    fallback: OFFER_MESSAGES.cancelFailed,
    doing: 'Cancelling',
  },
} as const;

/** What a move of mine on this offer shows when it succeeds or fails; a 409 reloads the offer. */
const moveToasts = (toasts: { success: string; fallback: string }, onConflict: (e: unknown) => boolean) => ({
  ...toasts,
  touches: VIEWS.networkOffer,
  onError: onConflict,
});

/** Declining or cancelling the offer: the reason is asked for, and the other company is told. */
function EndingDialog({
  action,
  offer,
  open,
  onClose,
  onConflict,
}: {
  action: Ending;
  offer: NetworkOffer;
  open: boolean;
  onClose: () => void;
  onConflict: (e: unknown) => boolean;
}) {
  const ending = ENDINGS[action];
  const submitting = useSubmit(moveToasts(ending, onConflict));
  return (
    <ReasonDialog<string>
      open={open}
      title={ending.title}
      confirmLabel={ending.confirmLabel}
      reasons={ending.reasons}
      reasonRequiredMessage={OFFER_MESSAGES.reasonRequired}
      onClose={onClose}
      onConfirm={async ({ reason, message }) =>
        !!(await submitting.run(() =>
          api(NetworkRoutes.negotiateOffer, {
            params: { id: offer.id },
            // The reason was chosen from this ending's own reasons.
            body: NegotiationInput.parse({ action, version: offer.version, reason, message }),
          }),
        ))
      }
    >
      {`${partnerOf(offer).name} is told. ${ending.doing} cannot be undone.`}
    </ReasonDialog>
  );
}

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
  const accepting = useSubmit(
    moveToasts({ success: 'Offer accepted', fallback: OFFER_MESSAGES.acceptFailed }, onConflict),
  );
  const start = (action: OfferAction) =>
    gate.guard('OFFER_WRITE', () =>
      action === 'CONFIRM' ? void navigate(confirmOfferPath(offer.id)) : setOpen(action),
    );
  if (!offer.actions.length) return null;
  return (
    <>
      <HStack gap="2" wrap="wrap" role="group" aria-label="Offer actions">
        {MOVES.filter((move) => offer.actions.includes(move.action)).map(
          ({ action, label, icon: Icon, variant, colorPalette }) => (
            <Button key={action} variant={variant} colorPalette={colorPalette} onClick={() => start(action)}>
              <Icon aria-hidden /> {label}
            </Button>
          ),
        )}
      </HStack>
      <ConfirmDialog
        open={open === 'ACCEPT'}
        title="Accept this offer?"
        confirmLabel="Accept offer"
        onClose={() => setOpen(null)}
        onConfirm={async () => {
          await accepting.run(() =>
            api(NetworkRoutes.negotiateOffer, {
              params: { id: offer.id },
              body: { action: 'ACCEPT', version: offer.version },
            }),
          );
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
      {(['DECLINE', 'CANCEL'] as const).map((action) => (
        <EndingDialog
          key={action}
          action={action}
          offer={offer}
          open={open === action}
          onClose={() => setOpen(null)}
          onConflict={onConflict}
        />
      ))}
    </>
  );
}
