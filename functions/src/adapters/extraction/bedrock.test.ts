import * as sdk from '@aws-sdk/client-bedrock-runtime';
import { describe, expect, it, vi } from 'vitest';
import { bedrockExtractor, fieldsFromAnswer, toolSchema } from './bedrock.js';

/** A Bedrock Runtime client whose `send` answers as the model would (no request leaves the process). */
const clientAnswering = (output: sdk.ConverseCommandOutput) =>
  ({ send: vi.fn(async () => output) }) as unknown as sdk.BedrockRuntimeClient & {
    send: ReturnType<typeof vi.fn>;
  };
const toolAnswer = (input: unknown): sdk.ConverseCommandOutput => ({
  $metadata: {},
  output: {
    message: {
      role: 'assistant',
      content: [{ toolUse: { toolUseId: 't1', name: 'record_draft', input: input as never } }],
    },
  },
  stopReason: 'tool_use',
  usage: undefined,
  metrics: undefined,
});

describe('the Bedrock extractor', () => {
  it('asks the configured model through Converse, made to answer with the draft tool', async () => {
    const client = clientAnswering(
      toolAnswer({ type: 'HAVE', materialType: 'PP', weight: { unitValue: 20, unit: 'METRIC_TON' } }),
    );
    const extractor = bedrockExtractor({
      modelId: 'amazon.nova-lite-v1:0',
      bedrock: async () => ({ client, sdk }),
    });
    const fields = await extractor.extract({
      subject: 'PP for sale',
      text: '20 MT of PP homopolymer',
      from: 'ann@seller.example',
    });
    expect(extractor.name).toBe('bedrock');
    expect(fields).toEqual({
      type: 'HAVE',
      materialType: 'PP',
      weight: { unitValue: 20, unit: 'METRIC_TON' },
    });
    const command = client.send.mock.calls[0]?.[0] as sdk.ConverseCommand;
    expect(command).toBeInstanceOf(sdk.ConverseCommand);
    expect(command.input).toMatchObject({
      modelId: 'amazon.nova-lite-v1:0',
      toolConfig: { toolChoice: { tool: { name: 'record_draft' } } },
    });
    expect(JSON.stringify(command.input.messages)).toContain('20 MT of PP homopolymer');
  });

  it('describes the tool input with the draft fields and their choices', () => {
    const schema = toolSchema() as { properties: Record<string, { enum?: string[] }>; required: string[] };
    expect(schema.required).toEqual(['type']);
    expect(schema.properties.type?.enum).toEqual(['HAVE', 'NEED', 'UNKNOWN']);
    expect(schema.properties.materialType?.enum).toContain('PET');
  });

  it('reads JSON from a text answer when the model does not call the tool', async () => {
    const client = clientAnswering({
      $metadata: {},
      output: {
        message: {
          role: 'assistant',
          content: [{ text: 'Here it is: {"type":"NEED","materialType":"ABS"}' }],
        },
      },
      stopReason: 'end_turn',
      usage: undefined,
      metrics: undefined,
    });
    const fields = await bedrockExtractor({ modelId: 'm', bedrock: async () => ({ client, sdk }) }).extract({
      subject: 's',
      text: 't',
    });
    expect(fields).toEqual({ type: 'NEED', materialType: 'ABS' });
  });
});

describe("the model's answer", () => {
  it('reads nulls as absent and drops a field the schema refuses, keeping the rest', () => {
    expect(
      fieldsFromAnswer({
        type: 'NEED',
        materialType: 'HDPE',
        grade: null,
        price: { unitValue: 0.4, unit: 'POUND' },
      }),
    ).toEqual({
      type: 'NEED',
      price: { unitValue: 0.4, unit: 'POUND' },
    });
  });

  it('makes an answer that is no draft a draft of unknown type', () => {
    expect(fieldsFromAnswer('I cannot help with that')).toEqual({ type: 'UNKNOWN' });
    expect(fieldsFromAnswer({ type: 'MAYBE', location: 'Austin, TX' })).toEqual({
      type: 'UNKNOWN',
      location: 'Austin, TX',
    });
    expect(
      fieldsFromAnswer({ type: 'HAVE', weight: { unitValue: -5, unit: 'POUND' }, __proto__: { x: 1 } }),
    ).toEqual({ type: 'HAVE' });
  });
});
