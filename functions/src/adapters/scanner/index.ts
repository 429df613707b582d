import { env } from '../../lib/env.js';
import { lazy } from '../../lib/lazy.js';
import { s3 } from '../../lib/s3.js';
import type { Scanner } from '../../ports/scanner.js';
import { eicarScanner } from './eicar.js';
import { guardDutyScanner } from './guardduty.js';

/** The configured scanner (SCANNER), created once per module load. */
export const scanner = lazy((): Scanner => {
  const { SCANNER, DOCUMENTS_BUCKET } = env();
  switch (SCANNER) {
    case 'guardduty':
      return guardDutyScanner({ s3, bucket: DOCUMENTS_BUCKET });
    case 'eicar':
      return eicarScanner();
  }
});
