import { FLAG_POLL_MS, FLAGS_OFF, PlatformRoutes, type Flags } from '@polyloop/shared';
import { useApi } from './api';

/** Feature flags: all off until loaded and all off if loading fails; polled every 5 minutes. */
export function useFlags(): Flags {
  const { data, error } = useApi(
    PlatformRoutes.getFlags,
    {},
    { refreshInterval: FLAG_POLL_MS, revalidateOnFocus: false },
  );
  if (error || !data) return FLAGS_OFF;
  return { ...FLAGS_OFF, ...data.data };
}
