import { FLAGS_OFF, FlagName, type Flags } from '@polyloop/shared/flags';
import { Flag, listFlags } from './flag.entity.js';

/** Every flag, off unless stored on. */
export async function list(): Promise<Flags> {
  const stored = await listFlags();
  const result: Flags = { ...FLAGS_OFF };
  for (const flag of stored) {
    const name = FlagName.safeParse(flag.name);
    if (name.success) result[name.data] = flag.enabled;
  }
  return result;
}

export async function set(name: FlagName, enabled: boolean, updatedBy?: string): Promise<void> {
  await Flag.put({ name, enabled, updatedAt: new Date().toISOString(), updatedBy });
}
