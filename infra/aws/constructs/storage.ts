import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import * as guardduty from 'aws-cdk-lib/aws-guardduty';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { AUCTION_RULES } from '@polyloop/shared/network/auction-states';
import { acknowledgeReviewedWildcards } from './nag.js';

/** Private, encrypted, TLS-only; every bucket of the product starts from these settings. */
export const privateBucketProps: s3.BucketProps = {
  blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
  encryption: s3.BucketEncryption.S3_MANAGED,
  enforceSSL: true,
};

/**
 * The access-log bucket, the documents bucket (uploads and downloads through presigned URLs) and
 * the ledger bucket, where each auction's bid ledger is written once at its close.
 */
export class Storage extends Construct {
  readonly logsBucket: s3.Bucket;
  readonly documentsBucket: s3.Bucket;
  readonly ledgerBucket: s3.Bucket;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.logsBucket = new s3.Bucket(this, 'Logs', {
      ...privateBucketProps,
      // CloudFront standard logging writes with ACLs, which BUCKET_OWNER_ENFORCED would refuse.
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(90) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.logsBucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This is the access-log destination itself; logging it into itself would loop.',
    });

    this.documentsBucket = new s3.Bucket(this, 'Documents', {
      ...privateBucketProps,
      versioned: true,
      serverAccessLogsBucket: this.logsBucket,
      serverAccessLogsPrefix: 'documents/',
      removalPolicy: RemovalPolicy.RETAIN,
    });

    // Write once, read many: S3 Object Lock in compliance mode keeps every sealed ledger unchanged
    // and undeleted for its retention, whoever asks (the account's root included).
    this.ledgerBucket = new s3.Bucket(this, 'Ledgers', {
      ...privateBucketProps,
      versioned: true,
      objectLockEnabled: true,
      objectLockDefaultRetention: s3.ObjectLockRetention.compliance(
        Duration.days(AUCTION_RULES.ledgerRetentionDays),
      ),
      serverAccessLogsBucket: this.logsBucket,
      serverAccessLogsPrefix: 'ledgers/',
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }

  /**
   * GuardDuty Malware Protection for S3 scans what lands under the uploads' quarantine prefix and
   * tags each object with GuardDutyMalwareScanStatus, which the upload path polls (adapters/scanner).
   * Leftover quarantined copies expire after a day.
   */
  protectQuarantine(prefix: string): void {
    const bucket = this.documentsBucket;
    bucket.addLifecycleRule({
      id: 'quarantine',
      prefix,
      expiration: Duration.days(1),
      noncurrentVersionExpiration: Duration.days(1),
    });
    const { region, account } = Stack.of(this);
    const ruleArn = `arn:aws:events:${region}:${account}:rule/DO-NOT-DELETE-AmazonGuardDutyMalwareProtectionS3*`;
    const role = new iam.Role(this, 'MalwareProtectionRole', {
      assumedBy: new iam.ServicePrincipal('malware-protection-plan.guardduty.amazonaws.com'),
    });
    // The permissions GuardDuty documents for a protected bucket (managed EventBridge rule, tagging, reads).
    role.addToPolicy(
      new iam.PolicyStatement({
        actions: [
          'events:PutRule',
          'events:DeleteRule',
          'events:PutTargets',
          'events:RemoveTargets',
          'events:DescribeRule',
          'events:ListTargetsByRule',
        ],
        resources: [ruleArn],
      }),
    );
    role.addToPolicy(
      new iam.PolicyStatement({
        actions: [
          's3:PutBucketNotification',
          's3:GetBucketNotification',
          's3:ListBucket',
          's3:GetBucketLocation',
        ],
        resources: [bucket.bucketArn],
      }),
    );
    role.addToPolicy(
      new iam.PolicyStatement({
        actions: [
          's3:GetObject',
          's3:GetObjectVersion',
          's3:GetObjectTagging',
          's3:GetObjectVersionTagging',
          's3:PutObjectTagging',
          's3:PutObjectVersionTagging',
        ],
        resources: [bucket.arnForObjects(`${prefix}*`)],
      }),
    );
    role.addToPolicy(
      new iam.PolicyStatement({
        actions: ['s3:PutObject'],
        resources: [bucket.arnForObjects('malware-protection-resource-validation-object')],
      }),
    );
    acknowledgeReviewedWildcards(role, [
      {
        resource: ruleArn,
        reason: 'GuardDuty names the EventBridge rule it manages for the bucket with this fixed prefix.',
      },
      {
        resource: bucket.arnForObjects(`${prefix}*`),
        reason: 'GuardDuty reads and tags every object uploaded to the quarantine prefix.',
      },
    ]);
    new guardduty.CfnMalwareProtectionPlan(this, 'MalwareProtection', {
      role: role.roleArn,
      protectedResource: { s3Bucket: { bucketName: bucket.bucketName, objectPrefixes: [prefix] } },
      actions: { tagging: { status: 'ENABLED' } },
    });
  }

  /** The browser PUTs and GETs documents through presigned URLs, so the app origin needs CORS. */
  allowAppOrigin(appUrl: string): void {
    this.documentsBucket.addCorsRule({
      allowedMethods: [s3.HttpMethods.GET, s3.HttpMethods.PUT, s3.HttpMethods.HEAD],
      allowedOrigins: [appUrl],
      allowedHeaders: ['*'],
      exposedHeaders: ['ETag'],
      maxAge: 3000,
    });
  }
}
