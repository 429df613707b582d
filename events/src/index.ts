export * from './rules.js';
export * from './schedules.js';
