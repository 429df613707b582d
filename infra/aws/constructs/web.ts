import { existsSync } from 'node:fs';
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import type { PublicConfig } from '@polyloop/shared';
import {
  contentSecurityPolicy,
  HSTS_MAX_AGE_SECONDS,
  SECURITY_HEADERS,
  type CspOrigins,
} from '@polyloop/shared/security-headers';
import { OPENAPI_PATH, openApiFile } from '../../definitions/openapi.js';
import { privateBucketProps } from './storage.js';
import { fromRoot } from './paths.js';

/** What the browser reads from /config.json at start; the local cloud serves the same shape. */
export type WebConfig = PublicConfig;

export interface WebProps {
  logsBucket: s3.IBucket;
  /** {apiId}.execute-api.{region}.amazonaws.com */
  apiDomainName: string;
  /** The origins beyond its own the app talks to, for its content security policy. */
  cspOrigins: CspOrigins;
  /** The WAF web ACL (scope CLOUDFRONT, in us-east-1) in front of every request. */
  webAclArn: string;
}

/**
 * Rewrites page paths to /index.html so client-side routes load the SPA. Done in a function
 * rather than with 403/404 error responses, which would also turn API 404s into index.html.
 * Paths with a file extension (assets, config.json) and /api pass through untouched.
 */
const spaRewrite = `
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri !== '/api' && uri.indexOf('/api/') !== 0 && !/\\.[a-zA-Z0-9]+$/.test(uri)) {
    request.uri = '/index.html';
  }
  return request;
}`;

/** The web app: a private bucket behind CloudFront, which also fronts the HTTP API on /api/*. */
export class Web extends Construct {
  readonly bucket: s3.Bucket;
  readonly distribution: cloudfront.Distribution;

  constructor(scope: Construct, id: string, props: WebProps) {
    super(scope, id);
    this.bucket = new s3.Bucket(this, 'Bucket', {
      ...privateBucketProps,
      serverAccessLogsBucket: props.logsBucket,
      serverAccessLogsPrefix: 'web/',
      // The content is rebuilt from web/dist on every deploy; nothing here is irreplaceable.
      removalPolicy: RemovalPolicy.DESTROY,
    });

    const rewrite = new cloudfront.Function(this, 'SpaRewrite', {
      code: cloudfront.FunctionCode.fromInline(spaRewrite),
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      comment: 'Serve index.html for client-side routes',
    });

    // The same headers the local gateway sends (shared/src/security-headers.ts).
    const securityHeaders = new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Polyloop security headers: content security policy, HSTS, no sniffing, no framing',
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy(props.cspOrigins),
          override: true,
        },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS),
          includeSubdomains: SECURITY_HEADERS['strict-transport-security'].includes('includeSubDomains'),
          override: true,
        },
        contentTypeOptions: { override: true },
        referrerPolicy: {
          referrerPolicy: SECURITY_HEADERS['referrer-policy'] as cloudfront.HeadersReferrerPolicy,
          override: true,
        },
        frameOptions: {
          frameOption: SECURITY_HEADERS['x-frame-options'] as cloudfront.HeadersFrameOption,
          override: true,
        },
      },
    });

    const site = origins.S3BucketOrigin.withOriginAccessControl(this.bucket);
    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: 'Polyloop web app and API',
      webAclId: props.webAclArn,
      defaultRootObject: 'index.html',
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      enableLogging: true,
      logBucket: props.logsBucket,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: site,
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: securityHeaders,
        compress: true,
        functionAssociations: [{ function: rewrite, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        // The OpenAPI document is a file of the deployment (`deploy`), before /api/* sends the rest to the API.
        [OPENAPI_PATH]: {
          origin: site,
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: securityHeaders,
          compress: true,
        },
        '/api/*': {
          origin: new origins.HttpOrigin(props.apiDomainName, {
            protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
            readTimeout: Duration.seconds(30),
          }),
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          // Host must be the API's own domain or API Gateway refuses the request.
          originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: securityHeaders,
        },
      },
    });
    Validations.of(this.distribution).acknowledge(
      {
        id: 'AwsSolutions-CFR1',
        reason: 'A B2B marketplace open to companies in any country; there is no region to block.',
      },
      {
        id: 'AwsSolutions-CFR4',
        reason:
          'No custom domain yet, so the distribution uses the default *.cloudfront.net certificate, where CloudFront fixes the minimum TLS version itself.',
      },
    );
  }

  get url(): string {
    return `https://${this.distribution.distributionDomainName}`;
  }

  /**
   * Uploads web/dist (when built), /config.json and the OpenAPI document (made from the contract
   * now, at synth), then invalidates the distribution.
   */
  deploy(config: WebConfig): void {
    const distDir = fromRoot('web/dist');
    const sources: s3deploy.ISource[] = [];
    if (existsSync(distDir)) {
      sources.push(s3deploy.Source.asset(distDir));
    } else {
      console.warn(
        `warning: ${distDir} does not exist; run \`npm run build:web\` before deploying, only config.json will be uploaded.`,
      );
    }
    sources.push(s3deploy.Source.jsonData('config.json', config));
    sources.push(s3deploy.Source.data(OPENAPI_PATH.slice(1), openApiFile()));

    const deployment = new s3deploy.BucketDeployment(this, 'Deployment', {
      destinationBucket: this.bucket,
      sources,
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
    });
    // The handler is a CDK-owned singleton Lambda at stack level; its role's scope is that function.
    const handler = deployment.handlerRole.node.scope;
    if (handler) {
      Validations.of(handler).acknowledge(
        {
          id: 'AwsSolutions-L1',
          reason:
            'The BucketDeployment handler is provided by aws-cdk-lib, which chooses its runtime; it runs only during deployments.',
        },
        {
          id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
          reason: 'The CDK-owned deployment handler only needs CloudWatch Logs from this managed policy.',
        },
      );
    }
  }
}
