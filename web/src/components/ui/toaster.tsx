import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast, createToaster } from '@chakra-ui/react';

/** Toasts last 5 s and can be closed (spec part 3 §8.3). */
export const TOAST_DURATION_MS = 5_000;

export const toaster = createToaster({ placement: 'bottom-end', pauseOnPageIdle: true, max: 5 });

type Severity = 'info' | 'success' | 'warning' | 'error';

/**
 * A toast's id from its message. The id names the toast's parts in the page (`aria-labelledby`
 * lists ids by spaces), so it is a hash of the text, never the text itself: with the text, a
 * toast's title no longer named it and screen readers read an unnamed status.
 */
function messageId(type: Severity, title: string, description = ''): string {
  let hash = 0x811c9dc5;
  for (const char of `${type}\u0000${title}\u0000${description}`) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `toast-${hash.toString(36)}`;
}

/**
 * Shows a toast. The same message twice while the first still shows is one toast (a failure
 * reported by two reads at once, a click repeated); `id` names a toast that later calls update.
 */
export function notify(
  type: Severity,
  title: string,
  options: {
    id?: string;
    description?: string;
    action?: { label: string; onClick: () => void };
    duration?: number;
    /** Clicking the toast's text does this and closes it (the action button stays the keyboard's way). */
    onOpen?: () => void;
  } = {},
) {
  const { onOpen, id = messageId(type, title, options.description), ...rest } = options;
  return toaster.create({
    id,
    type,
    title,
    closable: true,
    duration: TOAST_DURATION_MS,
    ...rest,
    meta: onOpen ? { onOpen } : undefined,
  });
}

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            {toast.type === 'loading' ? <Spinner size="sm" color="brand.solid" /> : <Toast.Indicator />}
            <Stack
              gap="1"
              flex="1"
              maxWidth="100%"
              cursor={toast.meta?.onOpen ? 'pointer' : undefined}
              onClick={
                toast.meta?.onOpen
                  ? () => {
                      (toast.meta!.onOpen as () => void)();
                      toaster.dismiss(toast.id);
                    }
                  : undefined
              }
            >
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            {toast.closable && <Toast.CloseTrigger aria-label="Close notification" />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
