/**
 * What the accounting aggregate offers the others: every import from another aggregate's folder
 * comes through this file. It sits above finance (it reads invoices and bills) and nothing below
 * imports it.
 */
export { AccountingConnectionEntity } from './accounting.entity.js';
