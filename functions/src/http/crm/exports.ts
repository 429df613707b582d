/**
 * The export route lives with the other company routes (companies.ts: `exportCompanies`); the
 * writers it uses, shared with the materials export, are in domain/export/.
 */
export { toCsv } from '../../domain/export/csv.js';
export { toXlsx, CSV_TYPE, XLSX_TYPE } from '../../domain/export/xlsx.js';
