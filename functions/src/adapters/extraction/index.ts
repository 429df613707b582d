import { env } from '../../lib/env.js';
import { lazy, lazySdk } from '../../lib/lazy.js';
import type { Extractor } from '../../ports/extraction.js';
import { bedrockExtractor } from './bedrock.js';
import { sandboxExtractor } from './sandbox.js';

/** The configured extractor (EXTRACTOR), created once per module load; the Bedrock SDK loads on first use. */
export const extractor = lazy((): Extractor => {
  const { EXTRACTOR, BEDROCK_MODEL_ID } = env();
  switch (EXTRACTOR) {
    case 'bedrock':
      return bedrockExtractor({
        modelId: BEDROCK_MODEL_ID,
        bedrock: lazySdk(
          () => import('@aws-sdk/client-bedrock-runtime'),
          (sdk) => new sdk.BedrockRuntimeClient({}),
        ),
      });
    case 'sandbox':
      return sandboxExtractor();
  }
});
