import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Box, Textarea } from '@chakra-ui/react';
import { insertMention, mentionQueryAt } from './mentions';
import { fullName, useUserOptions } from './hooks';

/**
 * A comment box that suggests colleagues after "@" (arrow keys, Enter or Tab to choose) and
 * inserts `@[Name](userId)`.
 */
export function MentionInput(props: {
  value: string;
  onChange: (v: string) => void;
  label: string;
  invalid?: boolean;
  id?: string;
}) {
  const { users } = useUserOptions();
  const listId = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  const [query, setQuery] = useState<{ start: number; query: string } | null>(null);
  const [active, setActive] = useState(0);
  const matches = query
    ? users
        .filter((u) => `${u.firstName} ${u.lastName}`.toLowerCase().includes(query.query.toLowerCase()))
        .slice(0, 6)
    : [];
  const open = matches.length > 0;

  const update = (text: string, caret: number) => {
    props.onChange(text);
    setQuery(mentionQueryAt(text, caret));
    setActive(0);
  };
  const choose = (i: number) => {
    const user = matches[i];
    const el = ref.current;
    if (!user || !query || !el) return;
    const next = insertMention(props.value, query.start, el.selectionStart, fullName(user)!, user.id);
    props.onChange(next.text);
    setQuery(null);
    requestAnimationFrame(() => {
      el.focus();
      el.setSelectionRange(next.caret, next.caret);
    });
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (!open) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((a) => (a + (e.key === 'ArrowDown' ? 1 : -1) + matches.length) % matches.length);
    } else if (e.key === 'Enter' || e.key === 'Tab') {
      e.preventDefault();
      choose(active);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      setQuery(null);
    }
  };

  return (
    <Box position="relative">
      <Textarea
        ref={ref}
        id={props.id}
        aria-label={props.label}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open ? `${listId}-${active}` : undefined}
        aria-invalid={props.invalid || undefined}
        rows={3}
        value={props.value}
        placeholder="Write a comment; type @ to mention a colleague"
        onChange={(e) => update(e.target.value, e.target.selectionStart)}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(() => setQuery(null), 150)}
      />
      {open && (
        <Box
          as="ul"
          id={listId}
          role="listbox"
          aria-label="Colleagues"
          position="absolute"
          zIndex="dropdown"
          bg="bg"
          borderWidth="1px"
          borderRadius="md"
          boxShadow="md"
          mt="1"
          minW="60"
          listStyleType="none"
        >
          {matches.map((u, i) => (
            <Box
              as="li"
              key={u.id}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              px="3"
              py="1.5"
              cursor="pointer"
              bg={i === active ? 'brand.subtle' : undefined}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(i)}
            >
              {fullName(u)}
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
