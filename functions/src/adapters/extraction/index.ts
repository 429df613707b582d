import { lazySdk } from '../../lib/lazy.js';
import type { Extractor } from '../../ports/extraction.js';
import { configured } from '../configured.js';
import { bedrockExtractor } from './bedrock.js';
import { sandboxExtractor } from './sandbox.js';

/** The configured extractor (EXTRACTOR), created once per module load; the Bedrock SDK loads on first use. */
export const extractor = configured<'EXTRACTOR', Extractor>('EXTRACTOR', {
  bedrock: ({ BEDROCK_MODEL_ID }) =>
    bedrockExtractor({
      modelId: BEDROCK_MODEL_ID,
      bedrock: lazySdk(
        () => import('@aws-sdk/client-bedrock-runtime'),
        (sdk) => new sdk.BedrockRuntimeClient({}),
      ),
    }),
  sandbox: () => sandboxExtractor(),
});
