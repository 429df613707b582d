/**
 * Timers are EventBridge Scheduler one-time schedules in one group whose target is the event
 * bus itself (the universal PutEvents target): when a schedule fires, its event is published and
 * the ordinary rules route it. So a timer is just "publish this event at that time".
 */
export const SCHEDULE_GROUP = 'polyloop-timers';
