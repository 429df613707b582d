import { CfnOutput, Duration } from 'aws-cdk-lib';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import * as ses from 'aws-cdk-lib/aws-ses';
import * as actions from 'aws-cdk-lib/aws-ses-actions';
import { Construct } from 'constructs';
import { INBOUND_PREFIX } from '@polyloop/functions/domain/draft/inbound.definition';

export interface AssistantMailProps {
  /** The mail domain of the companies' assistant addresses (ASSISTANT_DOMAIN). */
  domain: string;
  /** Where received messages are kept, under `inbound/` (the function reads them from there). */
  bucket: s3.Bucket;
  /** The inbound-mail function, which reads each message into drafts. */
  fn: lambda.IFunction;
}

/** Received e-mails are kept this long: long enough to look into a draft, and to improve the assistant with them. */
const KEEP_DAYS = 90;

/**
 * The e-mail assistant's way in: an SES receipt rule for the assistant domain that scans each
 * message, stores it in S3 and then invokes the inbound-mail function asynchronously (Lambda
 * retries it on failure). SES allows one active rule set per account and region, and needs the
 * domain's MX record to point at it, so both are left to the operator (see the outputs).
 */
export class AssistantMail extends Construct {
  readonly ruleSet: ses.ReceiptRuleSet;

  constructor(scope: Construct, id: string, { domain, bucket, fn }: AssistantMailProps) {
    super(scope, id);
    bucket.addLifecycleRule({
      id: 'inbound-mail',
      prefix: INBOUND_PREFIX,
      expiration: Duration.days(KEEP_DAYS),
      noncurrentVersionExpiration: Duration.days(1),
    });
    this.ruleSet = new ses.ReceiptRuleSet(this, 'RuleSet');
    this.ruleSet.addRule('Assistant', {
      recipients: [domain],
      scanEnabled: true,
      tlsPolicy: ses.TlsPolicy.REQUIRE,
      actions: [
        new actions.S3({ bucket, objectKeyPrefix: INBOUND_PREFIX }),
        new actions.Lambda({ function: fn, invocationType: actions.LambdaInvocationType.EVENT }),
      ],
    });
    new CfnOutput(this, 'RuleSetName', {
      value: this.ruleSet.receiptRuleSetName,
      description: `Activate with "aws ses set-active-receipt-rule-set --rule-set-name <this>", and point the MX record of ${domain} at inbound-smtp.<region>.amazonaws.com`,
    });
  }
}
