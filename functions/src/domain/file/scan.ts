import { FILE_MESSAGES } from '@polyloop/shared/crm/files';
import { scanner } from '../../adapters/scanner/index.js';
import { Unprocessable } from '../../lib/errors.js';
import { logger } from '../../lib/observability.js';

/**
 * The one way into storage for what users upload (documents, have photos and their thumbnails,
 * logos): every file through the configured malware scanner first. One infected file refuses them
 * all (422 on `field`, with the spec's message) before anything is stored.
 */
export async function assertClean(
  files: ReadonlyArray<{ data: Buffer; name: string }>,
  field: string,
): Promise<void> {
  const verdicts = await Promise.all(files.map((f) => scanner().inspect(f.data, f.name)));
  const infected = verdicts.findIndex((v) => !v.clean);
  if (infected < 0) return;
  logger.warn('an upload was rejected by the scanner', {
    name: files[infected]!.name,
    verdict: verdicts[infected],
  });
  throw new Unprocessable(FILE_MESSAGES.virus, { [field]: [FILE_MESSAGES.virus] });
}
