import { env, type Env } from '../lib/env.js';
import { lazy } from '../lib/lazy.js';

/** The settings that name which adapter of a port runs (the AWS service, or its local stand-in). */
type Choice = {
  [K in keyof Env]: Env[K] extends string ? (string extends Env[K] ? never : K) : never;
}[keyof Env];

/**
 * The adapter `setting` names, made once per module load on first use: one maker per adapter it
 * may name, each given the settings. A new adapter is one entry.
 */
export function configured<K extends Choice, T>(
  setting: K,
  makers: Record<Env[K] & string, (settings: Env) => T>,
): () => T {
  return lazy(() => {
    const settings = env();
    return makers[settings[setting] as Env[K] & string](settings);
  });
}
