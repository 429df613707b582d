import { historyOf, named } from '../history/index.js';
import type { Projection } from '../../lib/projection.js';

/** What the table stream derives from a file: its line in the feed of the record it is attached to. */
export const projections: Projection[] = [
  historyOf('file', (i) => [{ rootId: i.recordId, subject: named('File', i.name) }], 'fileId'),
];
