import { Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { Firewall, FIREWALL_REGION } from '../constructs/firewall.js';

export interface EdgeStackProps extends StackProps {
  /** The web ACL's name (its metrics' `WebACL` dimension on the app's dashboard). */
  webAclName: string;
}

/**
 * What CloudFront needs from us-east-1 when the app's stack is in another region: the WAF web ACL.
 * The app's stack reads its ARN through a cross-region reference (crossRegionReferences).
 */
export class EdgeStack extends Stack {
  readonly webAclArn: string;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, { ...props, env: { account: props.env?.account, region: FIREWALL_REGION } });
    this.webAclArn = new Firewall(this, 'Firewall', { name: props.webAclName }).webAclArn;
  }
}
