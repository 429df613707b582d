import { useState } from 'react';
import useSWRInfinite from 'swr/infinite';
import { Badge, Box, Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { HistoryEntry } from '@polyloop/shared/crm/activity';
import type { RouteDefinition } from '@polyloop/shared';
import { api } from '../lib/api';

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
const fieldLabel = (f: string) => f.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());

type Page = { entries: HistoryEntry[]; cursor: string | null };

/** The history of a record (spec part 1 §2): action badges, who and when, old → new, "Load more". */
export function HistoryFeed({ route, params }: { route: RouteDefinition; params: Record<string, string> }) {
  const [busy, setBusy] = useState(false);
  const { data, error, size, setSize, isLoading } = useSWRInfinite<Page>(
    (index, previous: Page | null) =>
      previous && !previous.cursor
        ? null
        : [route.id, JSON.stringify(params), index === 0 ? '' : previous!.cursor],
    async ([, , cursor]: [string, string, string]) =>
      (await api(route, { params, query: cursor ? { cursor } : {} } as never)).data as Page,
    { revalidateFirstPage: true },
  );
  const entries = data?.flatMap((p) => p.entries) ?? [];
  const more = !!data?.[data.length - 1]?.cursor;

  if (error) return <Text color="fg.error">The history could not be loaded.</Text>;
  if (isLoading && !data)
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
                        {showValue(c.oldValue)}
                      </Text>
                      {' → '}
                      <Text as="span">{showValue(c.newValue)}</Text>
                    </Text>
                  </Box>
                ))}
              </Box>
            )}
          </Box>
        ))}
      </Stack>
      {more && (
        <Button
          alignSelf="start"
          variant="outline"
          loading={busy}
          onClick={async () => {
            setBusy(true);
            await setSize(size + 1);
            setBusy(false);
          }}
        >
          Load more
        </Button>
      )}
    </Stack>
  );
}
