import { describe, expect, it } from 'vitest';
import { envelopeOf, readMail } from '@polyloop/functions/domain/draft/inbound';
import { composeMail, sesEventOf } from './inbound-mail.js';

describe('the local inbound path', () => {
  it('composes the test form’s e-mail as a mail client would, UTF-8 subject and body included', async () => {
    const raw = composeMail({
      from: 'tester@example.com',
      to: 'acme.t1@assistant.polyloop.local',
      subject: 'Résine PP à vendre',
      text: 'We have 10 MT of PP.\nMerci',
    });
    expect(await envelopeOf(raw)).toEqual({
      to: ['acme.t1@assistant.polyloop.local'],
      from: 'tester@example.com',
      subject: 'Résine PP à vendre',
    });
    expect(await readMail(raw)).toMatchObject({
      subject: 'Résine PP à vendre',
      text: expect.stringContaining('We have 10 MT of PP.'),
    });
  });

  it('hands the inbound function the event SES would, with passing verdicts', () => {
    const { ses } = sesEventOf('m1', ['a@assistant.polyloop.local'], 'tester@example.com', 'Hi').Records[0]!;
    expect(ses.mail).toMatchObject({
      messageId: 'm1',
      source: 'tester@example.com',
      destination: ['a@assistant.polyloop.local'],
    });
    expect(ses.receipt).toMatchObject({
      recipients: ['a@assistant.polyloop.local'],
      spamVerdict: { status: 'PASS' },
      virusVerdict: { status: 'PASS' },
      action: { type: 'Lambda', invocationType: 'Event' },
    });
  });
});
