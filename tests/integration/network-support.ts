import { beforeAll } from 'vitest';
import { useCloudEnv } from '../support/companies.js';
import { party, type Party } from '../support/network.js';
import type { ProvidedCloud } from './global-setup.js';

type PartyOptions = NonNullable<Parameters<typeof party>[2]>;

/** A company of the file: its label, with the options of `party` when it needs more than the defaults. */
export type PartySpec = string | readonly [label: string, options: PartyOptions];

/**
 * The companies a test file trades between, one for each spec, in order. They are made side by
 * side in a `beforeAll` this registers (first, so the file's own hooks can link them), and each
 * company's object is filled in then: like a `let` assigned in `beforeAll`, it is only read in
 * hooks and tests.
 */
export function useParties<const Specs extends readonly PartySpec[]>(
  cloud: ProvidedCloud,
  specs: Specs,
): { -readonly [K in keyof Specs]: Party } {
  const made = specs.map(() => ({}) as Party);
  beforeAll(async () => {
    useCloudEnv(cloud.env);
    await Promise.all(
      specs.map(async (spec, i) => {
        const [label, options] = typeof spec === 'string' ? [spec] : spec;
        Object.assign(made[i]!, await party(cloud, label, options));
      }),
    );
  });
  return made as { -readonly [K in keyof Specs]: Party };
}
