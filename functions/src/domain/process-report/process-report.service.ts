import { randomUUID } from 'node:crypto';
import type {
  ProcessReport,
  ProcessReportInputParsed,
  ProcessReportListQuery,
} from '@polyloop/shared/inventory/process-report';
import {
  percentagesProblem,
  PROCESS_MESSAGES,
  processFigures,
  type FigureLot,
} from '@polyloop/shared/inventory/process-report';
import { centsOf, dollarsOf, roundWeight } from '@polyloop/shared/conversions';
import { isStorableNumber } from '@polyloop/shared/bounds';
import type { Member } from '../../lib/actor.js';
import { BadRequest, Conflict, NotFound, fieldError } from '../../lib/errors.js';
import { commit, retrying, stale } from '../../lib/commit.js';
import { countedPage, type Page } from '../../data/page.js';
import type { TxItem } from '../../data/entity.js';
import { Counter, read as readCounter } from '../counter/index.js';
import { audit, type Audit } from '../history/index.js';
import { checkRepresentatives } from '../company/index.js';
import { HaveItem } from '../listing/index.js';
import { LotItem, lotCounterMoves, materialOf, nextIdentifiers } from '../inventory/index.js';
import { pageReports, ProcessReportItem } from './process-report.entity.js';

const counterName = (haveId?: string) => (haveId ? `process-report:h=${haveId}` : 'process-report:all');

/** A lost condition on a lot means its weight moved since it was read: read again and decide again. */
const explain = (entity: string) =>
  entity === LotItem.name || entity === ProcessReportItem.name ? stale(entity) : undefined;

export function view(r: ProcessReportItem): ProcessReport {
  const w = (unitValue: number) => ({ unitValue, unit: r.unit });
  const line = (l: { lotId: string; identifier: string; lotNumber?: string }) => ({
    lotId: l.lotId,
    identifier: l.identifier,
    lotNumber: l.lotNumber ?? null,
  });
  return {
    id: r.id,
    identifier: r.identifier,
    materialId: r.materialId,
    materialName: r.materialName ?? null,
    materialType: r.materialType,
    finalWeight: w(r.finalWeight),
    totalLostWeight: w(r.totalLostWeight),
    inputWeight: w(r.inputWeight),
    yieldLoss: r.yieldLoss,
    processingCost: r.processingCostCents === undefined ? null : dollarsOf(r.processingCostCents),
    totalCost: dollarsOf(r.totalCostCents),
    processingDate: r.processingDate,
    representatives: r.representatives,
    have: r.haveId ? { id: r.haveId, identifier: r.haveIdentifier ?? '' } : null,
    location: r.location,
    inputs: r.inputs.map((i) => ({
      ...line(i),
      percentage: i.percentage,
      consumed: i.consumed,
      cost: i.cost,
    })),
    outputs: r.outputs.map((o) => ({ ...line(o), weight: o.weight, cost: o.cost })),
    notes: r.notes ?? null,
    createdBy: r.updatedBy ?? null,
    createdByName: r.updatedByName ?? null,
    createdDate: r.createdDate,
  };
}

/** The lots the inputs name, checked against the rules of part 1 §5: each exists, has a price, and all share one location. */
async function inputLots(tenantId: string, input: ProcessReportInputParsed): Promise<LotItem[]> {
  const lots = await Promise.all(
    input.inputs.map((i) => LotItem.get({ tenantId, id: i.lotId }, { consistent: true })),
  );
  lots.forEach((lot, i) => {
    if (!lot) throw fieldError(`inputs.${i}.lotId`, 'Choose an inventory item from the list.');
    if (!lot.cost) throw fieldError(`inputs.${i}.lotId`, PROCESS_MESSAGES.withoutPrice);
  });
  const found = lots as LotItem[];
  if (new Set(found.map((l) => l.locationId)).size > 1)
    throw fieldError('inputs', PROCESS_MESSAGES.differentLocations);
  return found;
}

/**
 * Records processing (part 1 §4): in ONE transaction the report is written, each input lot gives
 * up its share under the condition that that much remains, and the output lots are created at the
 * inputs' location. Two reports racing for the same lot cannot both take what only one can: the
 * loser reads the lot again and is told it no longer holds enough.
 */
export async function create(actor: Member, input: ProcessReportInputParsed): Promise<ProcessReport> {
  const { tenantId } = actor;
  const [material, representatives, have] = await Promise.all([
    materialOf(tenantId, input.materialId, input.materialType, {
      unknown: PROCESS_MESSAGES.materialUnknown,
      mismatch: PROCESS_MESSAGES.materialTypeMismatch,
    }),
    checkRepresentatives(tenantId, input.representatives),
    input.haveId ? HaveItem.get({ tenantId, id: input.haveId }) : undefined,
  ]);
  const percentages = percentagesProblem(input.inputs);
  if (percentages) throw fieldError('inputs', percentages);
  if (input.haveId && !have) throw fieldError('haveId', PROCESS_MESSAGES.haveUnknown);
  const stamp = await audit(actor);
  return retrying(async () => {
    const lots = await inputLots(tenantId, input);
    const byId = new Map<string, FigureLot>(
      lots.map((l) => [
        l.id,
        { id: l.id, remainingWeight: { unitValue: l.remaining, unit: l.unit }, cost: l.cost ?? null },
      ]),
    );
    const figures = processFigures(input, byId);
    const numbers = [
      figures.inputWeight,
      figures.totalCostCents,
      figures.outputCost.unitValue,
      ...figures.inputs.map((f) => f.consumed?.unitValue ?? 0),
    ];
    if (!numbers.every(isStorableNumber)) throw new BadRequest(PROCESS_MESSAGES.tooLarge);
    const consumed = figures.inputs.map((f, i) => {
      const lot = lots[i]!;
      const take = f.consumed?.unitValue ?? 0;
      if (take <= 0) throw fieldError(`inputs.${i}.percentage`, PROCESS_MESSAGES.percentageRange);
      if (take > lot.remaining)
        throw new Conflict(
          `${PROCESS_MESSAGES.notEnough} ${lot.identifier} holds ${lot.remaining} and this report takes ${take}.`,
          'NOT_ENOUGH_REMAINING',
          {
            lotId: lot.id,
            remaining: lot.remaining,
            needed: take,
          },
        );
      return { lot, take, cost: lot.cost! };
    });
    const outputs = input.outputs.length
      ? input.outputs
      : [{ weight: input.finalWeight.unitValue, lotNumber: undefined }];
    const [[identifier], lotIdentifiers] = await Promise.all([
      nextIdentifiers(tenantId, 'process-report'),
      nextIdentifiers(tenantId, 'lot', outputs.length),
    ]);
    const reportId = randomUUID();
    const location = lots[0]!.location;
    const outputLots = outputs.map((o, i) =>
      LotItem.schema.parse({
        tenantId,
        id: randomUUID(),
        identifier: lotIdentifiers[i],
        locationId: lots[0]!.locationId,
        location,
        ...material,
        materialType: input.materialType,
        unit: input.finalWeight.unit,
        receivedWeight: roundWeight(o.weight, input.finalWeight.unit),
        remaining: roundWeight(o.weight, input.finalWeight.unit),
        cost: figures.outputCost,
        lotNumber: o.lotNumber || undefined,
        receivedDate: input.processingDate,
        source: { kind: 'PROCESS_OUTPUT', processReportId: reportId, processReportIdentifier: identifier },
        version: 1,
        createdDate: stamp.updatedDate,
        ...stamp,
      }),
    );
    const report = ProcessReportItem.schema.parse({
      tenantId,
      id: reportId,
      identifier,
      ...material,
      materialType: input.materialType,
      unit: input.finalWeight.unit,
      finalWeight: input.finalWeight.unitValue,
      totalLostWeight: input.totalLostWeight,
      inputWeight: figures.inputWeight,
      yieldLoss: figures.yieldLoss,
      processingCostCents: input.processingCost === undefined ? undefined : centsOf(input.processingCost),
      totalCostCents: figures.totalCostCents,
      processingDate: input.processingDate,
      representatives,
      haveId: have?.id,
      haveIdentifier: have?.identifier,
      locationId: lots[0]!.locationId,
      location,
      inputs: consumed.map(({ lot, take, cost }, i) => ({
        lotId: lot.id,
        identifier: lot.identifier,
        lotNumber: lot.lotNumber,
        percentage: input.inputs[i]!.percentage,
        consumed: { unitValue: take, unit: lot.unit },
        cost,
      })),
      outputs: outputLots.map((l) => ({
        lotId: l.id,
        identifier: l.identifier,
        lotNumber: l.lotNumber,
        weight: { unitValue: l.receivedWeight, unit: l.unit },
        cost: figures.outputCost,
      })),
      notes: input.notes || undefined,
      createdDate: stamp.updatedDate,
      ...stamp,
    });
    await commit(
      [
        ProcessReportItem.tx.create(report),
        ...consumed.map(({ lot, take }) => consume(lot, take, stamp)),
        ...outputLots.map((l) => LotItem.tx.create(l)),
        ...lotCounterMoves(outputLots),
        ...reportCounterMoves(report),
      ],
      explain,
    );
    return view(report);
  });
}

/** Takes weight from a lot on the condition that that much remains: the lot never goes below zero. */
const consume = (lot: LotItem, take: number, stamp: Audit): TxItem =>
  LotItem.tx.update(
    { tenantId: lot.tenantId, id: lot.id },
    { ...stamp },
    { add: { remaining: -take, version: 1 }, condition: (w) => w.ge('remaining', take) },
  );

const reportCounterMoves = (report: ProcessReportItem): TxItem[] =>
  [undefined, report.haveId]
    .filter((h, i) => i === 0 || h)
    .map((haveId) =>
      Counter.tx.update(
        { tenantId: report.tenantId, name: counterName(haveId) },
        {},
        { add: { count: 1 }, upsert: true },
      ),
    );

export async function get(actor: Member, id: string): Promise<ProcessReport> {
  const report = await ProcessReportItem.get({ tenantId: actor.tenantId, id });
  if (!report) throw new NotFound();
  return view(report);
}

/** A page of reports, latest processing first: one Query plus one counter read. */
export async function list(
  actor: Member,
  query: ProcessReportListQuery,
  haveId?: string,
): Promise<Page<ProcessReport>> {
  const { tenantId } = actor;
  return countedPage(
    (limit, cursor) => pageReports(tenantId, haveId, limit, cursor),
    query.page,
    query.size,
    readCounter(tenantId, counterName(haveId)),
    view,
  );
}

/** A have's processing tab: 404 for a have that is not the company's. */
export async function ofHave(
  actor: Member,
  haveId: string,
  query: ProcessReportListQuery,
): Promise<Page<ProcessReport>> {
  if (!(await HaveItem.get({ tenantId: actor.tenantId, id: haveId }))) throw new NotFound();
  return list(actor, query, haveId);
}
