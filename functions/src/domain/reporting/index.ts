/**
 * What the reporting aggregate offers the others: every import from another aggregate's folder
 * comes through this file. It owns no items: it reads the rollups the order aggregate's stream
 * projection keeps and the finance aggregate's open balances.
 */
export { dashboardMoney, report, weeklyMoney } from './report.service.js';
