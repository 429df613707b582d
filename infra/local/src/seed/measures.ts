/** A calendar date `offset` days from today (before it when negative), as listings, lots and orders take it. */
export const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** The moment `hours` from now, as an auction's end takes it. */
export const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
/** A weight in pounds, as the contract takes it. */
export const lbs = (unitValue: number) => ({ unitValue, unit: 'POUND' as const });
/** A price per pound, as the contract takes it. */
export const perLb = (unitValue: number) => ({ unitValue, unit: 'POUND' as const });
