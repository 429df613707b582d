import * as z from 'zod';

/** Feature flags named by the spec (part 3 §4.8). All default off, and all are off when they fail to load. */
export const FlagName = z.enum([
  'maintenance_mode_enabled',
  'global_search_event_returned_enabled',
  'global_search_event_clicked_enabled',
]);
export type FlagName = z.infer<typeof FlagName>;
export const Flags = z.record(FlagName, z.boolean());
export type Flags = z.infer<typeof Flags>;
export const FLAGS_OFF: Flags = {
  maintenance_mode_enabled: false,
  global_search_event_returned_enabled: false,
  global_search_event_clicked_enabled: false,
};
/** Flags are polled every 5 minutes. */
export const FLAG_POLL_MS = 5 * 60 * 1000;
