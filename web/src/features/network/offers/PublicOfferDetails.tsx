import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import * as z from 'zod';
import { Alert, Button, HStack, Image, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuPencil, LuSend, LuX } from 'react-icons/lu';
import { Incoterm, LABELS, MATERIAL_TYPE_LABELS, NetworkRoutes } from '@polyloop/shared';
import { IsoDate, NetworkPrice, NetworkWeight } from '@polyloop/shared/network/common';
import { MARKET_MESSAGES, type PublicOffer } from '@polyloop/shared/network/market';
import { OFFER_MESSAGES } from '@polyloop/shared/network/offer';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ListTable } from '../../../components/list/ListTable';
import { useList } from '../../../components/list/use-list';
import { Section } from '../../../components/Section';
import { api } from '../../../lib/api';
import { schemaResolver } from '../../../lib/form';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useSubmit } from '../../../lib/use-submit';
import { VIEWS } from '../../../lib/views';
import { Facts } from '../../inventory/Facts';
import { formatNetworkPlace, formatPrice, formatTerms, formatWeight } from '../common/format';
import { directoryCompanyPath, offerPath, respondPath } from '../common/paths';
import { IncotermField, PriceWeightFields, ExpirationDateField } from '../common/trade-fields';
import {
  optionalPrice,
  serverFieldOf,
  termsValuesOf,
  tradeFieldOf,
  type TermsValues,
} from '../common/trade-form';
import { useTradeGate } from '../common/use-trade-gate';
import { OFFER_COLUMNS } from '../common/offer-columns';
import { PhoneLink } from '../../../components/PhoneLink';
import { SubmitDialog } from '../common/SubmitDialog';

const day = (d: string) => formatDate(`${d.slice(0, 10)}T12:00:00Z`);

interface EditValues extends TermsValues {
  expirationDate: string;
}
const EditSchema = z.object({
  /** Null clears it: the offer then shows “Offer”. */
  askingPrice: NetworkPrice.nullable().optional(),
  weight: NetworkWeight,
  terms: Incoterm,
  expirationDate: IsoDate,
});
const editPayload = (v: EditValues) => ({
  askingPrice: optionalPrice(v) ?? null,
  weight: { unitValue: v.weight.trim() === '' ? undefined : Number(v.weight), unit: v.weightUnit },
  terms: v.terms || undefined,
  expirationDate: v.expirationDate || undefined,
});

/** The owner changes the asking price, weight, terms or expiration of a public offer still on the market. */
function EditPublicOfferDialog({
  listing,
  open,
  onClose,
}: {
  listing: PublicOffer;
  open: boolean;
  onClose: () => void;
}) {
  const initial = (): EditValues => ({
    ...termsValuesOf({ price: listing.askingPrice, weight: listing.weight, terms: listing.terms }),
    expirationDate: listing.expirationDate,
  });
  const form = useForm<EditValues>({
    resolver: schemaResolver(EditSchema, editPayload, (p) => tradeFieldOf(p)),
    defaultValues: initial(),
  });
  return (
    <SubmitDialog
      form={form}
      route={NetworkRoutes.updatePublicOffer}
      params={{ id: listing.id }}
      body={(v) => EditSchema.parse(editPayload(v))}
      options={{
        success: 'Public offer saved',
        fallback: MARKET_MESSAGES.updateFailed,
        touches: VIEWS.publicOffer,
        fieldOf: serverFieldOf,
      }}
      open={open}
      initial={initial}
      title="Edit public offer"
      submitLabel="Save"
      onClose={onClose}
      size="lg"
    >
      <Stack gap="4">
        <PriceWeightFields
          control={form.control}
          at={null}
          priceRequired={false}
          priceLabel="Asking price ($)"
        />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <IncotermField control={form.control} name="terms" />
          <ExpirationDateField control={form.control} name="expirationDate" required />
        </SimpleGrid>
      </Stack>
    </SubmitDialog>
  );
}

/** The offers made on a public offer: every one for its company, my own for anyone else. */
function Bids({ listing }: { listing: PublicOffer }) {
  const navigate = useNavigate();
  const list = useList(NetworkRoutes.listPublicOfferBids, {
    params: { id: listing.id },
    prefix: 'bids',
    pageSize: 25,
    query: ({ page, size }) => ({ page, size }),
  });
  return (
    <Section title={listing.own ? 'Offers received' : 'Your offers on it'}>
      <ListTable
        list={list}
        label={listing.own ? 'Offers received on this public offer' : 'Your offers on this public offer'}
        columns={OFFER_COLUMNS}
        onRowClick={(o) => navigate(offerPath(o.id))}
        errorText={OFFER_MESSAGES.loadFailed}
        empty={listing.own ? 'No offers on it yet.' : 'You have made no offer on it yet.'}
      />
    </Section>
  );
}

/**
 * A public offer (part 2 §3): its material and terms for everyone; its company edits or closes it
 * and sees the offers made on it; anyone else makes an offer once linked with its company.
 */
export function PublicOfferDetails({ listing }: { listing: PublicOffer }) {
  const navigate = useNavigate();
  const gate = useTradeGate();
  const [editing, setEditing] = useState(false);
  const [closing, setClosing] = useState(false);
  const close = useSubmit({
    success: 'Public offer closed',
    fallback: MARKET_MESSAGES.updateFailed,
    touches: VIEWS.publicOffer,
  });
  const active = listing.status === 'ACTIVE';
  return (
    <Stack gap="5">
      <Section title="Public offer">
        <Stack gap="4">
          {listing.own && active && (
            <HStack gap="2" wrap="wrap">
              <Button
                variant="outline"
                onClick={() => gate.guard('PUBLIC_OFFER_WRITE', () => setEditing(true))}
              >
                <LuPencil aria-hidden /> Edit public offer
              </Button>
              <Button
                variant="outline"
                colorPalette="red"
                onClick={() => gate.guard('PUBLIC_OFFER_WRITE', () => setClosing(true))}
              >
                <LuX aria-hidden /> Close public offer
              </Button>
            </HStack>
          )}
          {!listing.own && active && listing.linked && (
            <Button
              alignSelf="start"
              onClick={() => gate.guard('OFFER_WRITE', () => void navigate(respondPath(listing.id)))}
            >
              <LuSend aria-hidden /> Make an offer
            </Button>
          )}
          {!listing.own && active && !listing.linked && (
            <Alert.Root status="info">
              <Alert.Indicator />
              <Alert.Title>
                {`Link with ${listing.company.name} first to make an offer and see its contact details. `}
                <Link asChild color="brand.fg">
                  <RouterLink
                    to={directoryCompanyPath(listing.company.id)}
                  >{`Go to ${listing.company.name}`}</RouterLink>
                </Link>
              </Alert.Title>
            </Alert.Root>
          )}
          {!active && <Text color="fg.muted">{MARKET_MESSAGES.notActive}</Text>}
          <SimpleGrid columns={{ base: 1, md: listing.thumbnailUrl ? 3 : 1 }} gap="4">
            {listing.thumbnailUrl && (
              <Image
                src={listing.thumbnailUrl}
                alt={`Photo of ${listing.materialName ?? 'the material'}`}
                borderRadius="md"
                maxH="48"
                objectFit="cover"
              />
            )}
            <Stack gap="3" gridColumn={listing.thumbnailUrl ? { md: 'span 2' } : undefined}>
              <Facts
                items={[
                  [
                    'Company',
                    listing.own ? (
                      `${listing.company.name} (your company)`
                    ) : (
                      <Link key="c" asChild color="brand.fg">
                        <RouterLink to={directoryCompanyPath(listing.company.id)}>
                          {listing.company.name}
                        </RouterLink>
                      </Link>
                    ),
                  ],
                  ['Material', listing.materialName ?? MATERIAL_TYPE_LABELS[listing.materialType]],
                  ['Type', MATERIAL_TYPE_LABELS[listing.materialType]],
                  ['Asking price', formatPrice(listing.askingPrice)],
                  // A sold listing has nothing left; it keeps the last weight it offered only for its history.
                  [
                    'Weight',
                    listing.status === 'SOLD'
                      ? formatWeight({ unitValue: 0, unit: listing.weight.unit })
                      : formatWeight(listing.weight),
                  ],
                  ['Shipping terms', formatTerms(listing.terms)],
                  ['Location', formatNetworkPlace(listing.location)],
                  ['Packaging', listing.packaging ? LABELS.packaging[listing.packaging] : '—'],
                  ['Palletized', listing.palletized ? 'Yes' : 'No'],
                  ['Listed', day(listing.activatedDate)],
                  ['Closes', formatDateTime(listing.closesAt)],
                  ['Offers', String(listing.offerCount)],
                ]}
              />
              {listing.description && <Text whiteSpace="pre-wrap">{listing.description}</Text>}
            </Stack>
          </SimpleGrid>
        </Stack>
      </Section>
      {listing.contactInformation && (
        <Section title="Contact">
          <Facts
            items={[
              ['Name', listing.contactInformation.name],
              ['E-mail', listing.contactInformation.email],
              ['Phone', <PhoneLink key="phone" phone={listing.contactInformation.phoneNumber} />],
            ]}
          />
        </Section>
      )}
      {(listing.own || listing.linked) && <Bids listing={listing} />}
      {listing.own && (
        <EditPublicOfferDialog listing={listing} open={editing} onClose={() => setEditing(false)} />
      )}
      <ConfirmDialog
        open={closing}
        title="Close this public offer?"
        confirmLabel="Close public offer"
        destructive
        onClose={() => setClosing(false)}
        onConfirm={async () => {
          await close.run(() =>
            api(NetworkRoutes.updatePublicOffer, { params: { id: listing.id }, body: { status: 'CLOSED' } }),
          );
          setClosing(false);
        }}
      >
        It leaves the market at once. Offers already made on it stay open until they are answered.
      </ConfirmDialog>
    </Stack>
  );
}
