import * as z from 'zod';

/** All of the product's events travel on one bus with this source. */
export const EVENT_SOURCE = 'polyloop';

export interface EventContract<T extends z.ZodType> {
  /** `<aggregate>.<past tense>`; the EventBridge detail-type. */
  name: string;
  version: number;
  detail: T;
}

export function defineEvent<T extends z.ZodType>(name: string, version: number, detail: T): EventContract<T> {
  return { name, version, detail };
}
