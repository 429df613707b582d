import { S3Client } from '@aws-sdk/client-s3';
import { env } from '../../lib/env.js';
import { lazy } from '../../lib/lazy.js';
import type { Scanner } from '../../ports/scanner.js';
import { eicarScanner } from './eicar.js';
import { guardDutyScanner } from './guardduty.js';

/** The configured scanner (SCANNER), created once per module load. */
export const scanner = lazy((): Scanner => {
  const { SCANNER, DOCUMENTS_BUCKET, S3_FORCE_PATH_STYLE } = env();
  switch (SCANNER) {
    case 'guardduty':
      return guardDutyScanner({ client: new S3Client({ forcePathStyle: S3_FORCE_PATH_STYLE === 'true' }), bucket: DOCUMENTS_BUCKET });
    case 'eicar':
      return eicarScanner();
  }
});
