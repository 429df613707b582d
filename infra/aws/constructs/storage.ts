import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

/** Private, encrypted, TLS-only; every bucket of the product starts from these settings. */
export const privateBucketProps: s3.BucketProps = {
  blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
  encryption: s3.BucketEncryption.S3_MANAGED,
  enforceSSL: true,
};

/** The access-log bucket and the documents bucket (uploads and downloads through presigned URLs). */
export class Storage extends Construct {
  readonly logsBucket: s3.Bucket;
  readonly documentsBucket: s3.Bucket;

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
