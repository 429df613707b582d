import type { KeyboardEvent, ReactNode } from 'react';
import { Box, Button, HStack, Spinner, Text } from '@chakra-ui/react';
import { CATEGORY_LABELS, SEARCH_MESSAGES } from '@polyloop/shared/search/search';
import { formatDate } from '../../lib/format';
import { countLabel, groupsOf, optionId, type Option } from './results';
import type { SearchState } from './use-global-search';

function Message({ children, busy }: { children: ReactNode; busy?: boolean }) {
  return (
    <HStack px="3" py="3" gap="2" fontSize="sm" color="fg.muted">
      {busy && <Spinner size="xs" aria-hidden />}
      <Box>{children}</Box>
    </HStack>
  );
}

/**
 * What the search box shows under it: "start typing", the results grouped by category with
 * their counts (an ARIA listbox whose options the field's arrow keys move through), "no items
 * found", or a failure with "try again".
 */
export function SearchResults(props: {
  listId: string;
  state: SearchState;
  active: number;
  /** How tall the list may grow before it scrolls. */
  maxH: string;
  onOpen: (option: Option) => void;
  onHover: (position: number) => void;
  onRetry: () => void;
  /** The list takes the field's keys when it has the focus (a scrolling region is a tab stop). */
  onKeyDown: (e: KeyboardEvent<HTMLElement>) => void;
}) {
  const { listId, state, active } = props;
  if (state.status === 'empty') return <Message>{SEARCH_MESSAGES.startTyping}</Message>;
  if (state.status === 'failed') {
    return (
      <HStack px="3" py="2" justify="space-between" fontSize="sm" role="alert">
        <Text color="fg.error">{SEARCH_MESSAGES.failed}</Text>
        <Button size="xs" variant="outline" onClick={props.onRetry}>
          {SEARCH_MESSAGES.tryAgain}
        </Button>
      </HStack>
    );
  }
  const groups = groupsOf(state.result);
  if (state.status === 'loading' && !state.result) return <Message busy>Searching…</Message>;
  if (!groups.length) {
    if (state.status === 'loading') return <Message busy>Searching…</Message>;
    return (
      <Box px="3" py="3" fontSize="sm">
        <Text fontWeight="medium">{SEARCH_MESSAGES.noItems}</Text>
        <Text color="fg.muted">{SEARCH_MESSAGES.tryAgain}</Text>
      </Box>
    );
  }
  return (
    <Box
      id={listId}
      role="listbox"
      aria-label="Search results"
      aria-busy={state.status === 'loading'}
      aria-activedescendant={active >= 0 ? optionId(listId, active) : undefined}
      tabIndex={0}
      maxH={props.maxH}
      overflowY="auto"
      py="1"
      opacity={state.status === 'loading' ? 0.7 : 1}
      onKeyDown={props.onKeyDown}
    >
      {groups.map(({ category, count, options }) => (
        <Box key={category} role="group" aria-labelledby={`${listId}-${category}`}>
          <Text
            id={`${listId}-${category}`}
            role="presentation"
            px="3"
            pt="2"
            pb="1"
            fontSize="xs"
            fontWeight="semibold"
            color="fg.muted"
            textTransform="uppercase"
          >
            {CATEGORY_LABELS[category]} ({countLabel(count)})
          </Text>
          {options.map((option) => (
            <Box
              key={option.hit.id}
              id={optionId(listId, option.position)}
              role="option"
              aria-selected={option.position === active}
              px="3"
              py="1.5"
              cursor="pointer"
              bg={option.position === active ? 'brand.subtle' : undefined}
              onMouseDown={(e) => e.preventDefault()}
              onMouseEnter={() => props.onHover(option.position)}
              onClick={() => props.onOpen(option)}
            >
              <HStack justify="space-between" gap="2">
                <Text fontSize="sm" fontWeight="medium" truncate>
                  {option.hit.title}
                </Text>
                {option.hit.date && (
                  <Text fontSize="xs" color="fg.muted" flexShrink={0}>
                    {formatDate(option.hit.date)}
                  </Text>
                )}
              </HStack>
              {option.hit.subtitle && (
                <Text fontSize="xs" color="fg.muted" truncate>
                  {option.hit.subtitle}
                </Text>
              )}
            </Box>
          ))}
        </Box>
      ))}
    </Box>
  );
}
