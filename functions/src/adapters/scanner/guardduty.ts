import { randomUUID } from 'node:crypto';
import { logger } from '../../lib/observability.js';
import type { LoadedS3 } from '../../lib/s3.js';
import type { ScanResult, Scanner } from '../../ports/scanner.js';

/** The prefix GuardDuty Malware Protection for S3 watches (the CDK app's protection plan names it). */
export const QUARANTINE_PREFIX = 'quarantine/';
/** The object tag GuardDuty writes when it has scanned an object. */
export const STATUS_TAG = 'GuardDutyMalwareScanStatus';

export interface GuardDutyOptions {
  /** The S3 SDK and client, loaded on the first upload. */
  s3: () => Promise<LoadedS3>;
  bucket: string;
  /** How long to wait for a verdict; an upload request must answer within API Gateway's 30 s. */
  timeoutMs?: number;
  pollMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

/**
 * Amazon GuardDuty Malware Protection for S3 scans objects asynchronously after they land in a
 * protected prefix and tags each with its verdict. To reject a bad file before anything is stored
 * for users, this adapter makes the scan synchronous: it writes the bytes to the quarantine
 * prefix, polls the object's `GuardDutyMalwareScanStatus` tag for a bounded time, then removes
 * the quarantined copy. No verdict in time, or a status other than NO_THREATS_FOUND, rejects the
 * file (fail closed). Scans of small files usually finish within seconds.
 */
export function guardDutyScanner(options: GuardDutyOptions): Scanner {
  const { bucket, timeoutMs = 20_000, pollMs = 1000 } = options;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  return {
    async inspect(bytes, name): Promise<ScanResult> {
      const { client, sdk } = await options.s3();
      const key = `${QUARANTINE_PREFIX}${randomUUID()}`;
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: bytes,
          Metadata: { 'original-name': encodeURIComponent(name) },
        }),
      );
      try {
        const deadline = Date.now() + timeoutMs;
        for (;;) {
          const { TagSet } = await client.send(new sdk.GetObjectTaggingCommand({ Bucket: bucket, Key: key }));
          const status = TagSet?.find((t) => t.Key === STATUS_TAG)?.Value;
          if (status === 'NO_THREATS_FOUND') return { clean: true };
          if (status)
            return {
              clean: false,
              threat:
                status === 'THREATS_FOUND'
                  ? 'Malware detected by GuardDuty'
                  : `GuardDuty could not scan the file (${status})`,
            };
          if (Date.now() + pollMs > deadline) return { clean: false, threat: 'No scan verdict in time' };
          await sleep(pollMs);
        }
      } finally {
        await client
          .send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: key }))
          .catch((error: unknown) => logger.warn('could not remove a quarantined upload', { key, error }));
      }
    },
  };
}
