import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { Box, Input, InputGroup, VisuallyHidden } from '@chakra-ui/react';
import { LuSearch } from 'react-icons/lu';
import { SEARCH_RULES } from '@polyloop/shared/search/search';
import { groupsOf, optionId, type Option } from './results';
import { SearchResults } from './SearchResults';
import { useGlobalSearch, useSearchAnalytics } from './use-global-search';

/**
 * The top bar's global search (part 3 §2.6, §5.6, §9.2): an ARIA combobox whose results, grouped
 * by category, are a listbox under it. Arrow keys move through the results, Enter opens one,
 * Escape closes the list; a result opens its page. `fullScreen` is the phone's variant, whose
 * results fill the screen under the field.
 */
export function GlobalSearch({ fullScreen, onOpened }: { fullScreen?: boolean; onOpened?: () => void }) {
  const listId = `${useId()}-results`;
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(!!fullScreen);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const { state, retry } = useGlobalSearch(text);
  const { clicked } = useSearchAnalytics(state);
  const options = groupsOf(
    state.status === 'done' || state.status === 'loading' ? state.result : undefined,
  ).flatMap((g) => g.options);
  const listed = open && options.length > 0;

  // A new answer starts from the top; the active option stays in sight.
  useEffect(() => setActive(-1), [state]);
  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(listId, active))?.scrollIntoView({ block: 'nearest' });
  }, [active, listId]);

  const choose = (option: Option) => {
    if (state.status === 'done' || state.status === 'loading')
      clicked(state.query, option.hit.category, option.position);
    setOpen(false);
    setText('');
    onOpened?.();
    void navigate(option.hit.url);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      if (!options.length) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) =>
        i < 0 && step < 0 ? options.length - 1 : (i + step + options.length) % options.length,
      );
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const option = options[active] ?? (active < 0 && options.length === 1 ? options[0] : undefined);
      if (listed && option) choose(option);
    } else if (e.key === 'Escape' && open && !fullScreen) {
      e.preventDefault();
      e.stopPropagation();
      setOpen(false);
      input.current?.focus();
    }
  };

  // The list closes when the focus leaves the field and its results (a click inside keeps it).
  const onBlur = (e: FocusEvent<HTMLElement>) => {
    if (!fullScreen && !e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
  };
  const count = state.status === 'done' ? state.result.totalCount : undefined;
  return (
    <Box role="search" position="relative" w="full" onBlur={onBlur}>
      <InputGroup startElement={<LuSearch aria-hidden />}>
        <Input
          ref={input}
          type="search"
          role="combobox"
          aria-label="Search"
          aria-autocomplete="list"
          aria-expanded={listed}
          aria-controls={listed ? listId : undefined}
          aria-activedescendant={listed && active >= 0 ? optionId(listId, active) : undefined}
          autoComplete="off"
          placeholder="Search"
          maxLength={SEARCH_RULES.maxQueryLength}
          value={text}
          autoFocus={fullScreen}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
        />
      </InputGroup>
      <VisuallyHidden role="status">
        {count === undefined ? '' : `${count} ${count === 1 ? 'result' : 'results'}`}
      </VisuallyHidden>
      {open && (
        <Box
          {...(fullScreen
            ? { mt: '2' }
            : {
                position: 'absolute',
                top: '100%',
                mt: '1',
                boxShadow: 'md',
                zIndex: 'dropdown',
                minW: { md: '96' },
              })}
          right="0"
          w="full"
          bg="bg"
          borderWidth="1px"
          borderRadius="md"
          onMouseDown={(e) => e.preventDefault()}
        >
          <SearchResults
            listId={listId}
            state={state}
            active={active}
            maxH={fullScreen ? 'calc(100dvh - 5rem)' : '70vh'}
            onOpen={choose}
            onHover={setActive}
            onRetry={retry}
            onKeyDown={onKeyDown}
          />
        </Box>
      )}
    </Box>
  );
}
