import { useState } from 'react';
import { Box, CloseButton, Flex, IconButton, useBreakpointValue } from '@chakra-ui/react';
import { LuSearch } from 'react-icons/lu';
import { GlobalSearch } from '../../features/search/GlobalSearch';

/** Global search (spec part 3 §2.6): a field on wider screens; on phones an icon that expands it to full screen. */
export function SearchBox() {
  const [expanded, setExpanded] = useState(false);
  const mobile = useBreakpointValue({ base: true, md: false });
  if (!mobile) {
    return (
      <Box w={{ md: '64', xl: '80' }} me="2">
        <GlobalSearch />
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
          role="dialog"
          aria-modal="true"
          aria-label="Search"
          position="fixed"
          inset="0"
          bg="bg"
          zIndex="modal"
          p="3"
          gap="2"
          align="flex-start"
          onKeyDown={(e) => e.key === 'Escape' && setExpanded(false)}
        >
          <GlobalSearch fullScreen onOpened={() => setExpanded(false)} />
          <CloseButton aria-label="Close search" onClick={() => setExpanded(false)} />
        </Flex>
      )}
    </>
  );
}
