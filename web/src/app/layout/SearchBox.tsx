import { useState, type FormEvent } from 'react';
import { Box, CloseButton, Flex, IconButton, Input, InputGroup, Text, useBreakpointValue } from '@chakra-ui/react';
import { LuSearch } from 'react-icons/lu';
import { notify } from '../../components/ui/toaster';

/** Global search (spec part 3 §2.6, §5.6). Searching itself comes with the search issue. */
function SearchField({ autoFocus }: { autoFocus?: boolean }) {
  const [query, setQuery] = useState('');
  const [focused, setFocused] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!query.trim()) return; // an empty query sends nothing
    notify('info', 'Search is not available yet.');
  };
  return (
    <Box as="form" role="search" onSubmit={submit} position="relative" w="full">
      <InputGroup startElement={<LuSearch aria-hidden />}>
        <Input
          type="search"
          aria-label="Search"
          placeholder="Search"
          value={query}
          autoFocus={autoFocus}
          onChange={(e) => setQuery(e.target.value)}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
        />
      </InputGroup>
      {focused && !query && (
        <Text position="absolute" top="100%" mt="1" w="full" bg="bg" borderWidth="1px" borderRadius="md" p="3" fontSize="sm" color="fg.muted" boxShadow="md" zIndex="dropdown">
          Start typing
        </Text>
      )}
    </Box>
  );
}

/** A field on wider screens; on phones an icon that expands the field to full screen. */
export function SearchBox() {
  const [expanded, setExpanded] = useState(false);
  const mobile = useBreakpointValue({ base: true, md: false });
  if (!mobile) {
    return (
      <Box w={{ md: '64', xl: '80' }} me="2">
        <SearchField />
      </Box>
    );
  }
  return (
    <>
      <IconButton aria-label="Open search" variant="ghost" onClick={() => setExpanded(true)}>
        <LuSearch />
      </IconButton>
      {expanded && (
        <Flex
          position="fixed"
          inset="0"
          bg="bg"
          zIndex="modal"
          p="3"
          gap="2"
          align="flex-start"
          onKeyDown={(e) => e.key === 'Escape' && setExpanded(false)}
        >
          <SearchField autoFocus />
          <CloseButton aria-label="Close search" onClick={() => setExpanded(false)} />
        </Flex>
      )}
    </>
  );
}
