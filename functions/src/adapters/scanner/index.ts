import { s3 } from '../../lib/s3.js';
import type { Scanner } from '../../ports/scanner.js';
import { configured } from '../configured.js';
import { eicarScanner } from './eicar.js';
import { guardDutyScanner } from './guardduty.js';

/** The configured scanner (SCANNER), created once per module load. */
export const scanner = configured<'SCANNER', Scanner>('SCANNER', {
  guardduty: ({ DOCUMENTS_BUCKET }) => guardDutyScanner({ s3, bucket: DOCUMENTS_BUCKET }),
  eicar: () => eicarScanner(),
});
