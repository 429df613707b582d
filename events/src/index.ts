export * from './define.js';
export * from './rules.js';
export * from './schedules.js';
export * from './contracts/realtime.js';
export * from './contracts/email.js';
