import { Logger } from '@aws-lambda-powertools/logger';
import { Metrics } from '@aws-lambda-powertools/metrics';

/**
 * Created once per module load, shared by every handler preset. Tracing is Lambda's active
 * tracing (set by the CDK app): Powertools' Tracer would bundle the X-Ray SDK into every function
 * (~115 KB of a 300 KB budget) for SDK subsegments we don't need yet.
 */
export const logger = new Logger({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'polyloop' });
export const metrics = new Metrics({ namespace: process.env.POWERTOOLS_METRICS_NAMESPACE ?? 'polyloop' });
