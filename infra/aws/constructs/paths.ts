import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: handler entries, the lock file and web/dist are all relative to it. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export const fromRoot = (relative: string): string => path.join(repoRoot, relative);

/**
 * Resolves a handler entry declared in `infra/definitions/functions.ts`. Failing here, with the
 * definition's name, beats esbuild's "Could not resolve" deep inside asset staging.
 */
export function resolveEntry(name: string, entry: string): string {
  const absolute = fromRoot(entry);
  if (!existsSync(absolute)) {
    throw new Error(
      `Lambda "${name}": entry file ${entry} does not exist. Every definition in infra/definitions/functions.ts ` +
        `must point at a module that exports \`handler\`.`,
    );
  }
  return absolute;
}
