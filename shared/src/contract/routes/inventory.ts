import * as z from 'zod';
import { defineRoutes, PathParams as P } from '../define.js';
import { creation, historyFeed, pagedList, tableExport } from '../kinds.js';
import { Adjustment, AdjustmentInput, Lot, LotInput, LotListQuery, LotPatch } from '../../inventory/lot.js';
import { ProcessReport, ProcessReportInput, ProcessReportListQuery } from '../../inventory/process-report.js';

const i = '/api/inventory';
const r = '/api/process-reports';

/** Inventory lots and process reports (spec part 1 §2–§5; issue 8 parts 4 and 5). */
export const InventoryRoutes = defineRoutes(
  'inventory',
  { tags: ['Inventory'] },
  {
    listLots: pagedList(Lot, {
      path: i,
      summary:
        'Inventory lots, newest received first, filtered by location, material type or material; total in x-total-count.',
      permission: 'INVENTORY_READ',
      query: LotListQuery,
    }),
    createLot: creation(Lot, {
      path: i,
      summary: 'Records a lot received at a location (from a have or a purchase).',
      permission: 'INVENTORY_WRITE',
      body: LotInput,
    }),
    exportLots: tableExport({
      path: `${i}/export`,
      summary: 'Lots received in the date range as CSV or XLSX.',
      permission: 'INVENTORY_READ',
    }),
    getLot: {
      method: 'GET',
      path: `${i}/{id}`,
      summary: 'One lot.',
      permission: 'INVENTORY_READ',
      params: P.id,
      response: Lot,
    },
    updateLot: {
      method: 'PATCH',
      path: `${i}/{id}`,
      summary:
        'Changes a lot’s cost, lot number, received date or notes (its weight moves through adjustments).',
      permission: 'INVENTORY_WRITE',
      params: P.id,
      body: LotPatch,
      response: Lot,
    },
    listLotAdjustments: {
      method: 'GET',
      path: `${i}/{id}/adjustments`,
      summary: 'The lot’s adjustments, latest first.',
      permission: 'INVENTORY_READ',
      params: P.id,
      response: z.array(Adjustment),
    },
    adjustLot: creation(Lot, {
      path: `${i}/{id}/adjustments`,
      summary:
        'Adds to or takes from the lot’s remaining weight (in its unit), with a reason; never below zero.',
      permission: 'INVENTORY_WRITE',
      params: P.id,
      body: AdjustmentInput,
    }),
    lotHistory: historyFeed({
      path: `${i}/{id}/history`,
      summary: 'Changes to the lot, latest first.',
      permission: 'INVENTORY_READ',
    }),
    listProcessReports: pagedList(ProcessReport, {
      path: r,
      summary: 'Process reports, latest processing date first; total in x-total-count.',
      permission: 'PROCESS_REPORT_READ',
      query: ProcessReportListQuery,
      tags: ['Process reports'],
    }),
    createProcessReport: creation(ProcessReport, {
      path: r,
      summary:
        'Records processing: consumes the input lots and creates the output lots in one transaction, or changes nothing.',
      permission: 'PROCESS_REPORT_WRITE',
      body: ProcessReportInput,
      tags: ['Process reports'],
    }),
    getProcessReport: {
      method: 'GET',
      path: `${r}/{id}`,
      summary: 'One process report.',
      permission: 'PROCESS_REPORT_READ',
      params: P.id,
      response: ProcessReport,
      tags: ['Process reports'],
    },
    haveProcessReports: pagedList(ProcessReport, {
      path: '/api/haves/{id}/process-reports',
      summary: 'The process reports of a have (its processing tab); total in x-total-count.',
      permission: 'PROCESS_REPORT_READ',
      params: P.id,
      query: ProcessReportListQuery,
      tags: ['Process reports', 'Haves'],
    }),
  },
);
