import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Button, Card, Heading, Link, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { NetworkRoutes } from '@polyloop/shared';
import { useApi } from '../../../lib/api';
import { TabLinks } from '../../../components/TabLinks';
import { PageHeader } from '../../crm-shared/PageHeader';
import { SendRequestDialog } from '../requests/SendRequestDialog';
import { usePermissionGate, type TradePermission } from '../common/use-trade-gate';
import { useMarketPushes } from './use-market-pushes';

/** One way into the market: what it does, a figure when there is one, and its button. */
function Entry(props: { title: string; text: string; figure?: ReactNode; action: ReactNode }) {
  return (
    <Card.Root as="section" aria-label={props.title} variant="outline">
      <Card.Header>
        <Heading as="h2" size="md">
          {props.title}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          <Text color="fg.muted">{props.text}</Text>
          {props.figure}
        </Stack>
      </Card.Body>
      <Card.Footer>{props.action}</Card.Footer>
    </Card.Root>
  );
}

/** A button to a page, or, when the person may not go there, the reason (upgrade, approval, role). */
function GatedLink({
  to,
  permission,
  children,
}: {
  to: string;
  permission: TradePermission;
  children: ReactNode;
}) {
  const gate = usePermissionGate(permission);
  return gate.allowed ? (
    <Button asChild>
      <RouterLink to={to}>{children}</RouterLink>
    </Button>
  ) : (
    <Button onClick={gate.explain}>{children}</Button>
  );
}

function SendRequestEntry() {
  const gate = usePermissionGate('REQUEST_WRITE');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Entry
        title="Send a private request"
        text="Ask companies you are linked with for the material of one of your needs. Only they see it."
        action={<Button onClick={() => (gate.allowed ? setOpen(true) : gate.explain())}>Send request</Button>}
      />
      {open && <SendRequestDialog onClose={() => setOpen(false)} />}
    </>
  );
}

function Figure({
  loading,
  text,
  to,
  link,
}: {
  loading: boolean;
  text: string | undefined;
  to: string;
  link: string;
}) {
  if (loading) return <Skeleton height="5" width="40" />;
  return (
    <Text>
      {text && `${text} `}
      <Link asChild color="brand.fg">
        <RouterLink to={to}>{link}</RouterLink>
      </Link>
    </Text>
  );
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Browsing one side of the market: every company's public listings, with how many there are. */
function BrowseEntry({
  what,
  listings,
  count,
}: {
  what: 'supply' | 'demand';
  listings: 'offer' | 'request';
  count: number | undefined;
}) {
  const title = `Browse ${what}`;
  return (
    <Entry
      title={title}
      text={`Public ${listings}s of every company on the network, closing soonest first.`}
      figure={
        count !== undefined && (
          <Text fontSize="2xl" fontWeight="semibold">
            {plural(count, `public ${listings}`, `public ${listings}s`)}
          </Text>
        )
      }
      action={
        <Button asChild>
          <RouterLink to={`/network/market/${what}`}>{title}</RouterLink>
        </Button>
      }
    />
  );
}

const PUBLISHING = {
  request: {
    mine: 'myPublicRequests',
    to: '/network/requests/new/public',
    permission: 'PUBLIC_REQUEST_WRITE',
    text: 'Put one of your needs on the market: every company on the network sees it and linked companies respond with offers.',
  },
  offer: {
    mine: 'myPublicOffers',
    to: '/network/offers/new/public',
    permission: 'PUBLIC_OFFER_WRITE',
    text: 'Put one of your haves on the market for every company on the network to see and bid on.',
  },
} as const;

/** Publishing a public listing of my company, with how many it has open. */
function PublishEntry({
  listing,
  counts,
  loading,
}: {
  listing: keyof typeof PUBLISHING;
  counts: { myPublicRequests: number; myPublicOffers: number } | undefined;
  loading: boolean;
}) {
  const publishing = PUBLISHING[listing];
  return (
    <Entry
      title={`Publish a public ${listing}`}
      text={publishing.text}
      figure={
        <Figure
          loading={loading}
          text={
            counts &&
            `Your company has ${plural(counts[publishing.mine], `open public ${listing}`, `open public ${listing}s`)}.`
          }
          to={`/network/activity/listings/public-${listing}s`}
          link="See them"
        />
      }
      action={
        <GatedLink to={publishing.to} permission={publishing.permission}>
          {`Publish ${listing}`}
        </GatedLink>
      }
    />
  );
}

/** The landing's figures follow the market: how many listings are on it, how many are my company's. */
const LANDING_COUNTS = { supply: [NetworkRoutes.countMarket], demand: [NetworkRoutes.countMarket] };

/**
 * The Materials Market landing (part 2 §2 buy, sell): buying is browsing supply or asking for a
 * need, publicly or privately; selling is browsing demand or offering a have.
 */
export function MarketLandingPage({ side }: { side: 'buy' | 'sell' }) {
  const counts = useApi(NetworkRoutes.countMarket);
  const c = counts.data?.data;
  useMarketPushes(LANDING_COUNTS);
  const loading = counts.isLoading;
  return (
    <Stack gap="4">
      <PageHeader title="Materials Market" />
      <TabLinks
        label="Buy or sell"
        items={[
          { to: '/network/buy', label: 'Buy' },
          { to: '/network/sell', label: 'Sell' },
        ]}
      />
      {counts.error && <Text color="fg.error">The market’s totals could not be loaded.</Text>}
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
        {side === 'buy' ? (
          <>
            <BrowseEntry what="supply" listings="offer" count={c?.supply} />
            <PublishEntry listing="request" counts={c} loading={loading} />
            <SendRequestEntry />
          </>
        ) : (
          <>
            <BrowseEntry what="demand" listings="request" count={c?.demand} />
            <PublishEntry listing="offer" counts={c} loading={loading} />
            <Entry
              title="Send offers from a have"
              text="Offer one of your haves to companies you are linked with, one private offer each."
              action={
                <GatedLink to="/network/offers/new" permission="OFFER_WRITE">
                  Send offers
                </GatedLink>
              }
            />
          </>
        )}
      </SimpleGrid>
    </Stack>
  );
}
