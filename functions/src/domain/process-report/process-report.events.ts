import * as z from 'zod';
import { MaterialType } from '@polyloop/shared/enums';
import { lifecycle, lifecycleContracts } from '../../lib/lifecycle.js';
import { ProcessReportItem } from './process-report.entity.js';

/**
 * A process report was recorded (`process-report.recorded`): its input lots were consumed and its
 * output lots created in the same write.
 */
export const ProcessReportEvents = lifecycleContracts(
  'process-report',
  z.object({
    tenantId: z.string(),
    id: z.string(),
    identifier: z.string(),
    materialType: MaterialType,
    haveId: z.string().nullable(),
    inputLotIds: z.array(z.string()),
    outputLotIds: z.array(z.string()),
  }),
  'recorded',
);

export const processReportEvents = lifecycle(ProcessReportEvents, ProcessReportItem.decode, (r) => ({
  tenantId: r.tenantId,
  id: r.id,
  identifier: r.identifier,
  materialType: r.materialType,
  haveId: r.haveId ?? null,
  inputLotIds: r.inputs.map((i) => i.lotId),
  outputLotIds: r.outputs.map((o) => o.lotId),
}));
