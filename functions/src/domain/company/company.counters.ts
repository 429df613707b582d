import type { TxItem } from '../../data/entity.js';
import { Counter } from '../counter/index.js';
import type { CompanyStatusValue } from './company.entity.js';

/** Per-tenant company totals by status, changed in the same transaction as the status. */
export const companyCounterName = (status: CompanyStatusValue) => `company:${status}`;
export const companyCounterTx = (tenantId: string, status: CompanyStatusValue, delta: number): TxItem =>
  Counter.tx.update(
    { tenantId, name: companyCounterName(status) },
    {},
    { add: { count: delta }, upsert: true },
  );
