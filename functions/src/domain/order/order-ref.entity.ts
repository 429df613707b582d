import * as z from 'zod';
import { defineEntity } from '../../data/entity.js';
import type { Slice } from '../../data/page.js';

/**
 * An order filed under one thing it refers to (`ref`: `company:<id>`, `have:<id>`, `need:<id>`,
 * `material:<id>`, `status:<STATUS>`), latest change first: what a company's, a have's, a need's
 * or a material's Orders tab and the status filter read, one Query of the ref's partition,
 * whatever the number of the tenant's orders. Kept by the `order.references` projection.
 */
export const OrderRef = defineEntity({
  name: 'order-ref',
  schema: z.object({ tenantId: z.string(), ref: z.string(), updatedDate: z.string(), id: z.string() }),
  indexes: {
    // pageOrderRefs: the orders filed under one ref, by last change
    byRef: { pk: ['tenantId', 'ref'], sk: ['updatedDate', 'id'] },
  },
});

/** How many orders are filed under a ref: the tab's total, read in the same BatchGetItem as its orders. */
export const OrderRefCount = defineEntity({
  name: 'order-ref-count',
  schema: z.object({ tenantId: z.string(), ref: z.string(), count: z.number().int() }),
  indexes: {
    // OrderRefCount.batch: a ref's total, beside the page's orders
    byRef: { pk: ['tenantId', 'ref'], sk: [] },
  },
});

export type OrderRefItem = z.infer<typeof OrderRef.schema>;

/** One page of the orders filed under a ref, by last change. */
export const pageOrderRefs = (
  tenantId: string,
  ref: string,
  order: 'asc' | 'desc',
  limit: number,
  cursor: string | null,
): Promise<Slice<OrderRefItem>> => OrderRef.query('byRef', { tenantId, ref }, { order, limit, cursor });
