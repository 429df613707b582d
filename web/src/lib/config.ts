import { PublicConfig } from '@polyloop/shared/config';

/** Served by the host at /config.json so one build runs against any stage or the local cloud. */
export const RuntimeConfig = PublicConfig;
export type RuntimeConfig = PublicConfig;

let current: RuntimeConfig | undefined;

export async function loadConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  const res = await fetchImpl('/config.json', { cache: 'no-store' });
  if (!res.ok) throw new Error(`/config.json answered ${res.status}`);
  current = RuntimeConfig.parse(await res.json());
  return current;
}

export function config(): RuntimeConfig {
  if (!current) throw new Error('Runtime config used before loadConfig() finished');
  return current;
}
