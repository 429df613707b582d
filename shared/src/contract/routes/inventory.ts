import * as z from 'zod';
import { defineRoutes, RouteId as Id, HistoryQuery } from '../define.js';
import { HistoryPage } from '../../crm/activity.js';
import { ExportQuery } from '../../crm/files.js';
import { Adjustment, AdjustmentInput, Lot, LotInput, LotListQuery, LotPatch } from '../../inventory/lot.js';
import { ProcessReport, ProcessReportInput, ProcessReportListQuery } from '../../inventory/process-report.js';

const P = { id: z.object({ id: Id }) };
const i = '/api/inventory';
const r = '/api/process-reports';

/** Inventory lots and process reports (spec part 1 §2–§5; issue 8 parts 4 and 5). */
export const InventoryRoutes = defineRoutes(
  'inventory',
  { tags: ['Inventory'] },
  {
    listLots: {
      method: 'GET',
      path: i,
      summary:
        'Inventory lots, newest received first, filtered by location, material type or material; total in x-total-count.',
      permission: 'INVENTORY_READ',
      query: LotListQuery,
      response: z.array(Lot),
      paged: true,
    },
    createLot: {
      method: 'POST',
      path: i,
      summary: 'Records a lot received at a location (from a have or a purchase).',
      permission: 'INVENTORY_WRITE',
      body: LotInput,
      response: Lot,
      status: 201,
    },
    exportLots: {
      method: 'GET',
      path: `${i}/export`,
      summary: 'Lots received in the date range as CSV or XLSX.',
      permission: 'INVENTORY_READ',
      query: ExportQuery,
      response: z.string().describe('The file, as an attachment'),
      contentType: 'application/octet-stream',
    },
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
    adjustLot: {
      method: 'POST',
      path: `${i}/{id}/adjustments`,
      summary:
        'Adds to or takes from the lot’s remaining weight (in its unit), with a reason; never below zero.',
      permission: 'INVENTORY_WRITE',
      params: P.id,
      body: AdjustmentInput,
      response: Lot,
      status: 201,
    },
    lotHistory: {
      method: 'GET',
      path: `${i}/{id}/history`,
      summary: 'Changes to the lot, latest first.',
      permission: 'INVENTORY_READ',
      params: P.id,
      query: HistoryQuery,
      response: HistoryPage,
    },
    listProcessReports: {
      method: 'GET',
      path: r,
      summary: 'Process reports, latest processing date first; total in x-total-count.',
      permission: 'PROCESS_REPORT_READ',
      query: ProcessReportListQuery,
      response: z.array(ProcessReport),
      paged: true,
      tags: ['Process reports'],
    },
    createProcessReport: {
      method: 'POST',
      path: r,
      summary:
        'Records processing: consumes the input lots and creates the output lots in one transaction, or changes nothing.',
      permission: 'PROCESS_REPORT_WRITE',
      body: ProcessReportInput,
      response: ProcessReport,
      status: 201,
      tags: ['Process reports'],
    },
    getProcessReport: {
      method: 'GET',
      path: `${r}/{id}`,
      summary: 'One process report.',
      permission: 'PROCESS_REPORT_READ',
      params: P.id,
      response: ProcessReport,
      tags: ['Process reports'],
    },
    haveProcessReports: {
      method: 'GET',
      path: '/api/haves/{id}/process-reports',
      summary: 'The process reports of a have (its processing tab); total in x-total-count.',
      permission: 'PROCESS_REPORT_READ',
      params: P.id,
      query: ProcessReportListQuery,
      response: z.array(ProcessReport),
      paged: true,
      tags: ['Process reports', 'Haves'],
    },
  },
);
