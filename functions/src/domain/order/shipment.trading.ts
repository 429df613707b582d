import type { Shipment } from '@polyloop/shared/orders/shipment';
import { TRADING_MESSAGES, type CieTradeShipment } from '@polyloop/shared/orders/trading';
import { convertPrice } from '@polyloop/shared/conversions';
import type { Member } from '../../lib/actor.js';
import { BadRequest, Conflict, HttpError } from '../../lib/errors.js';
import { logger } from '../../lib/observability.js';
import { ConditionFailed } from '../../data/entity.js';
import { TradingRefused, type TradingService } from '../../ports/trading.js';
import { MaterialItem } from '../material/index.js';
import { IntegrationConnection } from '../organization/index.js';
import { OrderEntity } from './order.entity.js';
import { find, view } from './shipment.service.js';
import { ShipmentEntity, type ManifestLine, type ShipmentRecord } from './shipment.entity.js';

/** How long an export in flight keeps others out; one stuck longer than this may be tried again. */
const CLAIM_MS = 60_000;

/** A line's price per pound, to the micro-dollar prices are kept in. */
const perLb = (price: ManifestLine['buyPrice']) =>
  price ? convertPrice(price.unitValue, price.unit, 'POUND') : undefined;

/** The shipment as cieTrade takes it; every line's plastic needs a grade and a form (part 1 §5). */
async function payloadOf(shipment: ShipmentRecord): Promise<CieTradeShipment> {
  const { tenantId } = shipment;
  const ids = [...new Set(shipment.manifest.flatMap((l) => (l.materialId ? [l.materialId] : [])))];
  const materials = new Map(
    (await Promise.all(ids.map((materialId) => MaterialItem.get({ tenantId, materialId })))).flatMap((m) =>
      m ? [[m.materialId, m] as const] : [],
    ),
  );
  const order = await OrderEntity.get({ tenantId, id: shipment.orderId });
  const lines = shipment.manifest.map((line, index) => {
    const material = line.materialId ? materials.get(line.materialId) : undefined;
    if (!material?.grade)
      throw new BadRequest(TRADING_MESSAGES.grade, {
        [`manifest.${index}.materialId`]: [TRADING_MESSAGES.grade],
      });
    if (!material.form)
      throw new BadRequest(TRADING_MESSAGES.form, {
        [`manifest.${index}.materialId`]: [TRADING_MESSAGES.form],
      });
    return {
      description: material.name,
      materialType: line.materialType,
      grade: material.grade,
      form: material.form,
      packaging: line.packaging,
      pieces: line.pieceCount,
      netWeightLbs: line.milliPounds / 1000,
      sellPricePerLb: perLb(line.sellPrice),
      buyPricePerLb: perLb(line.buyPrice),
    };
  });
  return {
    reference: shipment.identifier,
    orderReference: shipment.orderIdentifier,
    customerPo: order?.customerPoNumber,
    salesOrder: order?.salesOrderNumber,
    supplier: { name: shipment.supplierName },
    customer: { name: shipment.receiverName },
    carrier: shipment.carrierName,
    trailer: shipment.trailerNumber,
    seal: shipment.sealNumber,
    shipDate: shipment.pickupDate,
    deliveryDate: shipment.deliveryDate,
    lines,
  };
}

const already = (exportedDate: string) =>
  new Conflict(TRADING_MESSAGES.already, 'ALREADY_EXPORTED', { exportedDate });

/**
 * Sends a shipment to cieTrade, once (part 1 §4). The shipment is claimed under a condition first
 * (not exported, no export in flight), so two clicks or two people cannot send it twice; the
 * claim is released when cieTrade refuses or fails, and `exportedDate` is set when it accepts.
 */
export async function exportToTrading(actor: Member, id: string, trading: TradingService): Promise<Shipment> {
  const { tenantId } = actor;
  const shipment = await find(tenantId, id);
  if (shipment.exportedDate) throw already(shipment.exportedDate);
  const connection = await IntegrationConnection.get({ tenantId, integrationId: 'CIETRADE' });
  if (!connection) throw new Conflict(TRADING_MESSAGES.notConnected, 'NOT_CONNECTED');
  const payload = await payloadOf(shipment);
  const now = Date.now();
  try {
    await ShipmentEntity.update(
      { tenantId, id },
      { exportingSince: now },
      {
        condition: (w) =>
          w.and(
            w.missing('exportedDate'),
            w.or(w.missing('exportingSince'), w.lt('exportingSince', now - CLAIM_MS)),
          ),
      },
    );
  } catch (error) {
    if (!(error instanceof ConditionFailed)) throw error;
    const current = await find(tenantId, id);
    if (current.exportedDate) throw already(current.exportedDate);
    throw new Conflict('This shipment is being exported right now.', 'EXPORT_IN_PROGRESS');
  }
  const release = () => ShipmentEntity.update({ tenantId, id }, {}, { remove: ['exportingSince'] });
  let externalId: string;
  try {
    ({ externalId } = await trading.exportShipment(
      { accountId: connection.accountId, apiKey: connection.apiKey },
      payload,
    ));
  } catch (error) {
    await release();
    if (error instanceof TradingRefused)
      throw new HttpError(422, `${TRADING_MESSAGES.failed} ${error.message}`, 'TRADING_REFUSED');
    logger.warn('cieTrade export failed', { error });
    throw new HttpError(502, TRADING_MESSAGES.failed, 'TRADING_UNAVAILABLE');
  }
  const exportedDate = new Date().toISOString();
  // Not a change a person made to the shipment's fields: no audit stamp, the history shows the date.
  const after = await ShipmentEntity.update(
    { tenantId, id },
    { exportedDate, tradingReference: externalId },
    { remove: ['exportingSince'] },
  );
  return view(after);
}
