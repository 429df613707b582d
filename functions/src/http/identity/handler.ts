// Placeholder written by the infra work so the CDK app synthesizes; the identity context replaces it.
export const handler = async (): Promise<{ statusCode: number; body: string }> => ({
  statusCode: 501,
  body: JSON.stringify({ message: 'Not implemented', code: 'not_implemented' }),
});
