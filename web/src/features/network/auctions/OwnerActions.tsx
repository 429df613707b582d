import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { Alert, Button, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { NetworkRoutes } from '@polyloop/shared';
import {
  AUCTION_MESSAGES,
  AuctionPatch,
  DeclareWinnerInput,
  type Auction,
  type AuctionBid,
  type DeclareWinnerResult,
} from '@polyloop/shared/network/auction';
import { OFFER_CANCEL_REASON_LABELS } from '@polyloop/shared/network/offer';
import { TextField } from '../../../components/form-fields';
import { api, useApi } from '../../../lib/api';
import { useAccount } from '../../../lib/account';
import { schemaResolver } from '../../../lib/form';
import { useSubmit } from '../../../lib/use-submit';
import { VIEWS } from '../../../lib/views';
import { ReasonDialog } from '../common/ReasonDialog';
import { ContactFields, EndDateField } from '../common/trade-fields';
import { contactOf, contactPayload, type ContactValues } from '../common/trade-form';
import { offerPath } from '../common/paths';
import { localToIso, numberOf, toLocalInput } from '../requests/form-values';
import { endDateChecks } from './auction-form';
import { editable, formatBid } from './auction-time';
import { SubmitDialog } from '../common/SubmitDialog';
import { BidAmountField } from './BidAmountField';

interface EditValues {
  materialName: string;
  materialDescription: string;
  endDate: string;
  startingBid: string;
}

/** Editing (part 2 §5): material name and end required; the starting bid only before the first bid. */
function EditDialog({ auction, onClose }: { auction: Auction; onClose: () => void }) {
  const payload = (v: EditValues) => ({
    version: auction.version,
    materialName: v.materialName,
    // A description the user emptied goes as null, which clears it.
    materialDescription: v.materialDescription.trim() || (auction.materialDescription ? null : undefined),
    endDate: localToIso(v.endDate) || undefined,
    startingBid: auction.bidCount
      ? undefined
      : { unitValue: numberOf(v.startingBid), unit: auction.startingBid.unit },
  });
  const form = useForm<EditValues>({
    resolver: schemaResolver(
      AuctionPatch,
      payload,
      (p) => (p[0] === 'startingBid' ? 'startingBid' : p.map(String).join('.')),
      (v) => endDateChecks(v.endDate, Date.now()),
    ),
    defaultValues: {
      materialName: auction.materialName,
      materialDescription: auction.materialDescription ?? '',
      endDate: toLocalInput(auction.endDate),
      startingBid: String(auction.startingBid.unitValue),
    },
  });
  return (
    <SubmitDialog
      form={form}
      route={NetworkRoutes.updateAuction}
      params={{ id: auction.id }}
      body={(v) => AuctionPatch.parse(payload(v))}
      options={{
        success: 'Auction updated',
        fallback: AUCTION_MESSAGES.updateFailed,
        touches: VIEWS.auction,
      }}
      title="Edit auction"
      submitLabel="Save"
      onClose={onClose}
    >
      <Stack gap="4">
        <TextField control={form.control} name="materialName" label="Material name" required />
        <TextField control={form.control} name="materialDescription" label="Description" rows={3} />
        <EndDateField
          control={form.control}
          name="endDate"
          helper={auction.bidCount ? AUCTION_MESSAGES.endOnlyLaterHint : undefined}
        />
        {!auction.bidCount && (
          <BidAmountField
            control={form.control}
            name="startingBid"
            label={`Starting bid ($ ${formatBid(auction.startingBid).split(' / ')[1] ?? ''})`}
            required
          />
        )}
      </Stack>
    </SubmitDialog>
  );
}

interface WinnerValues {
  agreedPrice: string;
  contact: ContactValues;
  message: string;
}

/**
 * Declaring the winner (part 2 §3 bid acceptance): the closing leader's bid. At its price the offer
 * is confirmed and the order made; another price goes to the winner as a counter-offer to accept.
 */
function DeclareWinnerDialog({
  auction,
  bid,
  onClose,
  onDone,
}: {
  auction: Auction;
  bid: AuctionBid;
  onClose: () => void;
  onDone: (r: DeclareWinnerResult) => void;
}) {
  const { account } = useAccount();
  const payload = (v: WinnerValues) => ({
    auctionBidId: bid.id,
    agreedPrice: { unitValue: numberOf(v.agreedPrice), unit: bid.price.unit },
    contactInformation: contactPayload(v.contact),
    message: v.message.trim() || undefined,
  });
  const form = useForm<WinnerValues>({
    resolver: schemaResolver(DeclareWinnerInput, payload, (p) =>
      p[0] === 'contactInformation'
        ? ['contact', ...p.slice(1)].join('.')
        : p[0] === 'agreedPrice'
          ? 'agreedPrice'
          : p.map(String).join('.'),
    ),
    defaultValues: { agreedPrice: String(bid.price.unitValue), contact: contactOf(account), message: '' },
  });
  const winner = bid.company?.name ?? bid.bidderAlias;
  return (
    <SubmitDialog
      form={form}
      route={NetworkRoutes.declareWinner}
      params={{ id: auction.id }}
      body={(v) => DeclareWinnerInput.parse(payload(v))}
      options={{
        success: (r) =>
          r.orderIdentifier
            ? `Winner declared: order ${r.orderIdentifier} made`
            : 'Winner declared: your counter-offer was sent',
        touches: VIEWS.auctionWon,
        onSuccess: (r) => {
          onDone(r);
          onClose();
        },
      }}
      title="Declare the winner"
      submitLabel="Declare winner"
      onClose={onClose}
      size="lg"
    >
      <Stack gap="4">
        <Text>{`${winner} led at the close with ${formatBid(bid.price)}. Declaring it the winner at that price confirms an offer to it and makes your order.`}</Text>
        <BidAmountField
          control={form.control}
          name="agreedPrice"
          label="Agreed price ($)"
          required
          helper={AUCTION_MESSAGES.counterSent}
        />
        <ContactFields control={form.control} at="contact" />
        <TextField control={form.control} name="message" label="Message (optional)" rows={3} />
      </Stack>
    </SubmitDialog>
  );
}

/** The owner's moves: edit (not under 10 minutes before the end), cancel with a reason, declare the winner. */
export function OwnerActions({ auction, remaining }: { auction: Auction; remaining: number }) {
  const [open, setOpen] = useState<'edit' | 'cancel' | 'declare' | null>(null);
  const [declared, setDeclared] = useState<DeclareWinnerResult>();
  const cancelling = useSubmit({
    success: 'Auction cancelled',
    fallback: AUCTION_MESSAGES.cancelFailed,
    touches: VIEWS.auction,
  });
  const declaring = auction.actions.includes('DECLARE_WINNER');
  // The closing leader's bid: the one still leading once the auction has closed.
  const bids = useApi(
    NetworkRoutes.listAuctionBids,
    declaring ? { params: { id: auction.id }, query: { page: 0, size: 20 } } : null,
  );
  const leading = bids.data?.data.find((b) => b.status === 'LEADING');
  const mayEdit = auction.actions.includes('EDIT') && editable(remaining);
  const offerId = declared?.offer.id ?? auction.winnerBid?.offerId;
  return (
    <Stack gap="3">
      <HStack gap="2" wrap="wrap">
        {(auction.actions.includes('EDIT') || auction.actions.includes('CANCEL')) && (
          <Button variant="outline" disabled={!mayEdit} onClick={() => setOpen('edit')}>
            Edit
          </Button>
        )}
        {auction.actions.includes('CANCEL') && (
          <Button variant="outline" colorPalette="red" onClick={() => setOpen('cancel')}>
            Cancel auction
          </Button>
        )}
        {declaring && (
          <Button disabled={!leading} onClick={() => setOpen('declare')}>
            Declare winner
          </Button>
        )}
      </HStack>
      {auction.actions.includes('CANCEL') && !mayEdit && (
        <Text color="fg.muted" fontSize="sm">
          {AUCTION_MESSAGES.editTooLate}
        </Text>
      )}
      {offerId && (
        <Alert.Root status="success">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{`Winner declared${auction.winnerBid?.company ? `: ${auction.winnerBid.company.name}` : ''}`}</Alert.Title>
            <Alert.Description>
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2" mt="1">
                <Link asChild color="brand.fg">
                  <RouterLink to={offerPath(offerId)}>Open the offer</RouterLink>
                </Link>
                {declared?.orderId ? (
                  <Link asChild color="brand.fg">
                    <RouterLink
                      to={`/orders/${encodeURIComponent(declared.orderId)}`}
                    >{`Open order ${declared.orderIdentifier ?? ''}`}</RouterLink>
                  </Link>
                ) : (
                  <Link asChild color="brand.fg">
                    <RouterLink to="/orders">Your orders</RouterLink>
                  </Link>
                )}
              </SimpleGrid>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {open === 'edit' && <EditDialog auction={auction} onClose={() => setOpen(null)} />}
      {open === 'declare' && leading && (
        <DeclareWinnerDialog
          auction={auction}
          bid={leading}
          onClose={() => setOpen(null)}
          onDone={setDeclared}
        />
      )}
      <ReasonDialog
        open={open === 'cancel'}
        title="Cancel this auction?"
        reasons={OFFER_CANCEL_REASON_LABELS}
        confirmLabel="Cancel auction"
        onClose={() => setOpen(null)}
        onConfirm={async (choice) =>
          !!(await cancelling.run(() =>
            api(NetworkRoutes.cancelAuction, { params: { id: auction.id }, body: choice }),
          ))
        }
      >
        The auction ends now without a winner, and every invited company is told.
      </ReasonDialog>
    </Stack>
  );
}
