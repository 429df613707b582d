import { useState } from 'react';
import { Badge, Box, Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { HistoryEntry } from '@polyloop/shared/crm/activity';
import type { CrmRoutes, InventoryRoutes, OrderRoutes, SupplyRoutes } from '@polyloop/shared';
import { api, useApi } from '../lib/api';
import { useSubmit } from '../lib/use-submit';
import { Section } from './Section';
import { useTagChoices } from './tags';

/** The records with a history feed: each answers a page of entries and a cursor. */
type HistoryRoute =
  | typeof CrmRoutes.companyHistory
  | typeof CrmRoutes.materialHistory
  | typeof SupplyRoutes.haveHistory
  | typeof SupplyRoutes.needHistory
  | typeof InventoryRoutes.lotHistory
  | typeof OrderRoutes.orderHistory
  | typeof OrderRoutes.shipmentHistory;

const ACTION: Record<HistoryEntry['action'], { label: string; color: string }> = {
  ADDED: { label: 'Added', color: 'green' },
  CHANGED: { label: 'Changed', color: 'blue' },
  REMOVED: { label: 'Removed', color: 'red' },
  ARCHIVED: { label: 'Archived', color: 'gray' },
  RESTORED: { label: 'Restored', color: 'purple' },
};

/** A value as a person reads it: empty as "—", lists joined, objects as their fields. */
export function showValue(v: unknown): string {
  if (v === null || v === undefined || v === '' || (Array.isArray(v) && !v.length)) return '—';
  if (Array.isArray(v)) return v.map(showValue).join(', ');
  if (typeof v === 'boolean') return v ? 'Yes' : 'No';
  if (typeof v === 'object') {
    const o = v as Record<string, unknown>;
    if ('unitValue' in o) return `${String(o.unitValue)} ${String(o.unit ?? '')}`.trim();
    if ('min' in o || 'max' in o) return `${showValue(o.min)} – ${showValue(o.max)}`;
    return Object.entries(o)
      .map(([k, x]) => `${k}: ${showValue(x)}`)
      .join(', ');
  }
  return String(v);
}
const fieldLabel = (f: string) =>
  f === 'tagIds' ? 'Tags' : f.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());

/** A record's tags as it carried them, by name (a tag deleted since reads as such). */
function TagNames({ ids }: { ids: unknown }) {
  const { labels } = useTagChoices();
  const list = Array.isArray(ids) ? ids.map((id) => labels[String(id)] ?? 'a deleted tag') : [];
  return <>{showValue(list)}</>;
}
const valueOf = (field: string, v: unknown) => (field === 'tagIds' ? <TagNames ids={v} /> : showValue(v));

/** The newest page comes from the cache (so changes revalidate it); older ones are fetched on demand. */
function useHistory(route: HistoryRoute, id: string) {
  const first = useApi(route, { params: { id } });
  const [older, setOlder] = useState<{
    after: typeof first.data;
    entries: HistoryEntry[];
    cursor: string | null;
  }>();
  // Older pages follow the newest page they were loaded after; a fresh newest page starts over.
  const kept = older?.after === first.data ? older : undefined;
  const cursor = kept ? kept.cursor : (first.data?.data.cursor ?? null);
  const loading = useSubmit<void>();
  const more = () =>
    loading.run(async () => {
      const { data } = await api(route, { params: { id }, query: { cursor: cursor ?? undefined } });
      setOlder({
        after: first.data,
        entries: [...(kept?.entries ?? []), ...data.entries],
        cursor: data.cursor,
      });
    });
  return {
    entries: first.data ? [...first.data.data.entries, ...(kept?.entries ?? [])] : [],
    loaded: !!first.data,
    error: first.error,
    hasMore: !!cursor,
    more,
    busy: loading.busy,
  };
}

/** The history of a record (spec part 1 §2): action badges, who and when, old → new, "Load more". */
export function HistoryFeed({ route, id }: { route: HistoryRoute; id: string }) {
  const { entries, loaded, error, hasMore, more, busy } = useHistory(route, id);

  if (error) return <Text color="fg.error">The history could not be loaded.</Text>;
  if (!loaded)
    return (
      <Stack gap="3" aria-busy>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height="16" />
        ))}
      </Stack>
    );
  if (!entries.length) return <Text color="fg.muted">No changes yet.</Text>;
  return (
    <Stack gap="3">
      <Stack as="ol" gap="3" listStyleType="none" aria-label="History">
        {entries.map((e) => (
          <Box as="li" key={e.id} borderWidth="1px" borderRadius="md" p="3">
            <HStack gap="2" wrap="wrap">
              <Badge colorPalette={ACTION[e.action].color}>{ACTION[e.action].label}</Badge>
              <Text fontWeight="medium">{e.subject}</Text>
              <Text fontSize="sm" color="fg.muted">
                {`by ${e.actorName} · ${new Date(e.at).toLocaleString()}`}
              </Text>
            </HStack>
            {e.changes.length > 0 && (
              <Box
                as="dl"
                mt="2"
                fontSize="sm"
                display="grid"
                gridTemplateColumns={{ base: '1fr', md: '12rem 1fr' }}
                columnGap="3"
              >
                {e.changes.map((c) => (
                  <Box key={c.field} display="contents">
                    <Text as="dt" color="fg.muted">
                      {fieldLabel(c.field)}
                    </Text>
                    <Text as="dd" wordBreak="break-word">
                      <Text
                        as="span"
                        textDecoration={e.action === 'CHANGED' ? 'line-through' : undefined}
                        color="fg.muted"
                      >
                        {valueOf(c.field, c.oldValue)}
                      </Text>
                      {' → '}
                      <Text as="span">{valueOf(c.field, c.newValue)}</Text>
                    </Text>
                  </Box>
                ))}
              </Box>
            )}
          </Box>
        ))}
      </Stack>
      {hasMore && (
        <Button alignSelf="start" variant="outline" loading={busy} onClick={() => void more()}>
          Load more
        </Button>
      )}
    </Stack>
  );
}

/** A record page's "History" section: the record's feed of changes. */
export function HistorySection(props: { route: HistoryRoute; id: string }) {
  return (
    <Section title="History">
      <HistoryFeed {...props} />
    </Section>
  );
}
