import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Alert, Link, Stack, Text } from '@chakra-ui/react';
import type { PublicRequest } from '@polyloop/shared/network/market';
import { formatBidPrice } from '@polyloop/shared/network/reverse-auction';
import { maxBid, termsOfRequest } from './reverse-auction';
import { Section } from '../../../components/Section';
import { Facts } from '../../inventory/Facts';
import { formatMoment } from '../market/format';

const pad = (n: number) => String(n).padStart(2, '0');
/** What is left until `end`, as a countdown reads ("2d 03:04:05", "04:05"). */
export function remaining(end: string, now: number): string | null {
  const ms = Date.parse(end) - now;
  if (!(ms > 0)) return null;
  const s = Math.floor(ms / 1000);
  const [d, h, m, sec] = [
    Math.floor(s / 86_400),
    Math.floor((s % 86_400) / 3600),
    Math.floor((s % 3600) / 60),
    s % 60,
  ];
  return d
    ? `${d}d ${pad(h)}:${pad(m)}:${pad(sec)}`
    : h
      ? `${pad(h)}:${pad(m)}:${pad(sec)}`
      : `${pad(m)}:${pad(sec)}`;
}

function Countdown({ end }: { end: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = remaining(end, now);
  return <span>{left ? `Ends in ${left}` : 'Ended'}</span>;
}

/**
 * A reverse auction as my company sees it (issue 12 part 6): the end (it moves when a bid comes in
 * its last five minutes), the increment, the price to beat; the requester sees who bid it, a
 * bidder only its own rank.
 */
export function ReverseAuctionPanel({ request: r }: { request: PublicRequest }) {
  const limit = maxBid(termsOfRequest(r));
  const live = r.status === 'ACTIVE';
  return (
    <Section title="Reverse auction">
      <Stack gap="4">
        <Facts
          items={[
            ['Ends', formatMoment(r.endDate)],
            ['Time left', live ? <Countdown key="left" end={r.endDate} /> : 'Ended'],
            ['Bid increment', r.bidIncrement ? formatBidPrice(r.bidIncrement) : '—'],
            ['Price to beat', r.lowestBid ? formatBidPrice(r.lowestBid) : 'No bids yet'],
            ['Bids', String(r.bidCount)],
            ...(r.own
              ? ([
                  [
                    'Lowest bidder',
                    r.lowestBidder ? (
                      <Link asChild color="brand.fg" key="lowest">
                        <RouterLink to={`/network/companies/${r.lowestBidder.id}`}>
                          {r.lowestBidder.name}
                        </RouterLink>
                      </Link>
                    ) : (
                      '—'
                    ),
                  ],
                ] as [string, React.ReactNode][])
              : ([
                  [
                    'Your rank',
                    r.myRank ? `${r.myRank}${r.myRank === 1 ? ' (lowest bid)' : ''}` : 'You have not bid yet',
                  ],
                ] as [string, string][])),
          ]}
        />
        {!r.own && live && limit && (
          <Alert.Root status="info" role="status" aria-label="Highest bid allowed">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Description>{`To bid now, offer at most ${formatBidPrice(limit.max)}.`}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <Text fontSize="sm" color="fg.muted">
          The lowest price wins. A bid in the last five minutes moves the end to five minutes after it.
        </Text>
      </Stack>
    </Section>
  );
}
