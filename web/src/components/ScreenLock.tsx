import { useEffect } from 'react';
import { Box, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { useScreenLockMessage } from '../lib/screen-lock';

/** What the keyboard may still do on a locked screen: move focus, nothing else. */
const FREE_KEYS = new Set(['Tab', 'Shift']);

function hold(e: Event) {
  if (e instanceof KeyboardEvent && FREE_KEYS.has(e.key)) return;
  e.preventDefault();
  e.stopPropagation();
}

/**
 * The screen lock while a form is being sent (spec part 3 §4.3): a cover over everything, dialogs
 * included, with the loading message; clicks land on the cover, and keys (but Tab) and typing are
 * held, so nothing is sent twice and no field changes under the request. It lifts on the answer,
 * success or error, and the error's toast stays.
 */
export function ScreenLock() {
  const message = useScreenLockMessage();
  const locked = message !== undefined;
  useEffect(() => {
    if (!locked) return;
    const events = ['keydown', 'keypress', 'keyup', 'beforeinput', 'paste', 'drop'] as const;
    for (const type of events) window.addEventListener(type, hold, true);
    return () => {
      for (const type of events) window.removeEventListener(type, hold, true);
    };
  }, [locked]);
  if (!locked) return null;
  return (
    <Portal>
      <Box
        data-screen-lock=""
        position="fixed"
        inset="0"
        zIndex="max"
        cursor="progress"
        display="flex"
        alignItems="center"
        justifyContent="center"
        bg="blackAlpha.300"
        // A quick answer should not flash the cover: it shows after a moment, but holds at once.
        animationName="fade-in"
        animationDuration="0.2s"
        animationDelay="0.25s"
        animationFillMode="both"
        onPointerDown={(e) => e.preventDefault()}
      >
        <Stack
          role="status"
          aria-live="polite"
          direction="row"
          align="center"
          gap="3"
          bg="bg.panel"
          borderWidth="1px"
          borderRadius="l2"
          boxShadow="lg"
          px="5"
          py="3"
          mx="4"
        >
          <Spinner size="sm" />
          <Text>{message}</Text>
        </Stack>
      </Box>
    </Portal>
  );
}
