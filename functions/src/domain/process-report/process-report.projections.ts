import type { Image } from '../../data/changes.js';
import { historyOf, named } from '../history/index.js';
import { domainEvents, type Projection } from '../../lib/projection.js';

/** What the table stream derives from a process report: it shows in its own feed and in each input lot's, which it consumed. */
export const projections: Projection[] = [
  historyOf('process-report', (i) =>
    [i.id, ...(Array.isArray(i.inputs) ? i.inputs.map((l: Image) => l.lotId) : [])].map((rootId) => ({
      rootId,
      subject: named('Process report', i.identifier),
    })),
  ),
  domainEvents('process-report', () =>
    import('./process-report.events.js').then((m) => m.processReportEvents),
  ),
];
