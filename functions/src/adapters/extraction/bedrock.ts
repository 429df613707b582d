import type * as Bedrock from '@aws-sdk/client-bedrock-runtime';
import * as z from 'zod';
import { DraftFields } from '@polyloop/shared/supply/draft';
import { lazy, type LoadedSdk } from '../../lib/lazy.js';
import type { Extractor, MailText } from '../../ports/extraction.js';

/**
 * Amazon Bedrock reads the e-mail through the Converse API. The model is made to answer by
 * calling one tool whose input schema is `DraftFields` itself, and the answer is validated by the
 * same schema: a field the model got wrong is dropped (the person fills it in on the form), and an
 * answer that is no draft at all is a draft of unknown type, which is kept but not listed.
 */

const TOOL = 'record_draft';
/** E-mails are cut to this many characters: enough for any offer, and a bounded cost per message. */
const MAX_TEXT = 12_000;

const PROMPT = [
  'You read e-mails forwarded to a recycled-plastics trading company and record what they offer or ask for.',
  `Always answer by calling ${TOOL} once.`,
  'type: HAVE when the sender has material to sell or offers it ("we have", "for sale", "offering"); NEED when they want to buy ("looking for", "need", "wanted", "buying"); UNKNOWN when it is neither or unclear.',
  'materialType: PET, PE (any polyethylene: HDPE, LDPE, LLDPE), PP, PS, ABS, PC, PVC, PA (nylon), or PLX for another plastic.',
  'weight and price: numbers without thousands separators, units POUND, KILOGRAM, METRIC_TON, SHORT_TON (weights may also be GRAM); a price is per unit of weight in US dollars.',
  'location: where the material is or is wanted, as "City, ST" when the e-mail says so.',
  'notes: one or two sentences saying what the e-mail is about.',
  'Leave out every field the e-mail does not state. Never guess.',
].join('\n');

/** The tool's input schema: the draft's own fields as JSON Schema (built on first use, not at cold start). */
export const toolSchema = lazy(() => {
  const { $schema: _drop, ...schema } = z.toJSONSchema(DraftFields, { io: 'input', unrepresentable: 'any' });
  return schema;
});

/** The model's answer as draft fields: nulls read as absent, fields that break the schema are dropped. */
export function fieldsFromAnswer(answer: unknown): DraftFields {
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) return { type: 'UNKNOWN' };
  const given = Object.fromEntries(
    Object.entries(answer).filter(([key, value]) => value !== null && key in DraftFields.shape),
  );
  const first = DraftFields.safeParse(given);
  if (first.success) return first.data;
  const broken = new Set(first.error.issues.map((issue) => String(issue.path[0])));
  const kept = Object.fromEntries(Object.entries(given).filter(([key]) => !broken.has(key)));
  const second = DraftFields.safeParse({ ...kept, type: broken.has('type') ? 'UNKNOWN' : kept.type });
  return second.success ? second.data : { type: 'UNKNOWN' };
}

/** The tool call's input, or JSON in the text when a model answers in words. */
function answerOf(output: Bedrock.ConverseCommandOutput): unknown {
  const content = output.output?.message?.content ?? [];
  const call = content.find((block) => block.toolUse?.name === TOOL)?.toolUse;
  if (call) return call.input;
  const text = content.map((block) => block.text ?? '').join('');
  const json = /\{[\s\S]*\}/.exec(text)?.[0];
  if (!json) return undefined;
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return undefined;
  }
}

export function bedrockExtractor(options: {
  modelId: string;
  bedrock: () => Promise<LoadedSdk<typeof Bedrock, Bedrock.BedrockRuntimeClient>>;
}): Extractor {
  return {
    name: 'bedrock',
    async extract(mail: MailText): Promise<DraftFields> {
      const { client, sdk } = await options.bedrock();
      const body = `Subject: ${mail.subject}\n${mail.from ? `From: ${mail.from}\n` : ''}\n${mail.text}`.slice(
        0,
        MAX_TEXT,
      );
      const output = await client.send(
        new sdk.ConverseCommand({
          modelId: options.modelId,
          system: [{ text: PROMPT }],
          messages: [{ role: 'user', content: [{ text: body }] }],
          toolConfig: {
            tools: [
              {
                toolSpec: {
                  name: TOOL,
                  description: 'Records the draft have or need read from the e-mail.',
                  inputSchema: { json: toolSchema() as Bedrock.ToolInputSchema.JsonMember['json'] },
                },
              },
            ],
            toolChoice: { tool: { name: TOOL } },
          },
          inferenceConfig: { maxTokens: 800, temperature: 0 },
        }),
      );
      return fieldsFromAnswer(answerOf(output));
    },
  };
}
