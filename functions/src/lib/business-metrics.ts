import { InvocationMetrics } from './observability.js';
import { BUSINESS_CONTEXT, type MetricName } from './metrics.definition.js';

/** What one business figure counts: how many, and the freight partner it concerns, if any. */
export interface BusinessFigure {
  name: MetricName;
  /** A count (default 1), or milliseconds with `unit: 'ms'`. */
  value?: number;
  unit?: 'count' | 'ms';
  /** A freight partner's id: low-cardinality, so it may be a dimension. Never a tenant's id. */
  partner?: string;
}

/**
 * Publishes business figures as one EMF line of the `business` context, at the point where what
 * they count happens (after its write succeeded): the dashboard's business rows and alarms read them.
 * Figures of one partner also go out under `[context, route]` with the partner as the route.
 */
export function recordBusiness(...figures: BusinessFigure[]): void {
  recordFigures(BUSINESS_CONTEXT, figures);
}

/** The same, for figures of another context (`realtime`: posts to connections). */
export function recordFigures(context: string, figures: BusinessFigure[]): void {
  const byPartner = new Map<string | undefined, BusinessFigure[]>();
  for (const figure of figures)
    byPartner.set(figure.partner, [...(byPartner.get(figure.partner) ?? []), figure]);
  for (const [partner, group] of byPartner) {
    const metrics = new InvocationMetrics(context);
    if (partner) metrics.route(partner);
    for (const { name, value = 1, unit = 'count' } of group)
      if (unit === 'ms') metrics.milliseconds(name, value);
      else metrics.count(name, value);
    metrics.publish();
  }
}
