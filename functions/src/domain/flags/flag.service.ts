import { FLAGS_OFF, FlagName, type Flags } from '@polyloop/shared';
import { lazy } from '../../lib/lazy.js';
import { FlagEntity } from './flag.entity.js';

const flags = lazy(FlagEntity);

/** Every flag, off unless stored on. */
export async function list(): Promise<Flags> {
  const { data } = await flags().query.all({}).go({ pages: 'all' });
  const result: Flags = { ...FLAGS_OFF };
  for (const flag of data) {
    const name = FlagName.safeParse(flag.name);
    if (name.success) result[name.data] = flag.enabled;
  }
  return result;
}

export async function set(name: FlagName, enabled: boolean, updatedBy?: string): Promise<void> {
  await flags().put({ name, enabled, updatedAt: new Date().toISOString(), updatedBy }).go();
}
