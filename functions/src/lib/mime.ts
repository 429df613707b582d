import { randomBytes } from 'node:crypto';

/** A file sent with an e-mail, as bytes. */
export interface MailAttachment {
  fileName: string;
  contentType: string;
  content: Uint8Array;
}

export interface RawMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html?: string;
  attachments: MailAttachment[];
}

/** A header value outside ASCII as an RFC 2047 encoded word (UTF-8, base64). */
const headerText = (value: string) => {
  const clean = value.replace(/[\r\n]+/g, ' ');
  return /^[\x20-\x7e]*$/.test(clean)
    ? clean
    : `=?UTF-8?B?${Buffer.from(clean, 'utf8').toString('base64')}?=`;
};
/** Base64 in lines of 76 characters, as MIME bodies are written. */
const base64Lines = (bytes: Uint8Array | string) =>
  (
    Buffer.from(bytes)
      .toString('base64')
      .match(/.{1,76}/g) ?? []
  ).join('\r\n');
/** A file name as a quoted MIME parameter: quotes and line ends removed, non-ASCII encoded. */
const fileNameParam = (name: string) => headerText(name.replace(/["\\\r\n]/g, ''));

/**
 * An e-mail with attachments as a raw MIME message (RFC 5322 / 2045–2046), for SES's raw send:
 * multipart/mixed holding the body (text, or text and HTML as multipart/alternative) and each file
 * in base64. The boundaries are random, so no body can contain them.
 */
export function rawMail(mail: RawMail, boundarySeed = randomBytes(12).toString('hex')): string {
  const mixed = `mixed-${boundarySeed}`;
  const alternative = `alt-${boundarySeed}`;
  const part = (type: string, body: string) =>
    [`Content-Type: ${type}; charset=UTF-8`, 'Content-Transfer-Encoding: base64', '', base64Lines(body)].join(
      '\r\n',
    );
  const body = mail.html
    ? [
        `Content-Type: multipart/alternative; boundary="${alternative}"`,
        '',
        `--${alternative}`,
        part('text/plain', mail.text),
        `--${alternative}`,
        part('text/html', mail.html),
        `--${alternative}--`,
      ].join('\r\n')
    : part('text/plain', mail.text);
  const files = mail.attachments.map((a) =>
    [
      `Content-Type: ${a.contentType}; name="${fileNameParam(a.fileName)}"`,
      `Content-Disposition: attachment; filename="${fileNameParam(a.fileName)}"`,
      'Content-Transfer-Encoding: base64',
      '',
      base64Lines(a.content),
    ].join('\r\n'),
  );
  return [
    `From: ${mail.from}`,
    `To: ${mail.to.join(', ')}`,
    `Subject: ${headerText(mail.subject)}`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/mixed; boundary="${mixed}"`,
    '',
    ...[body, ...files].flatMap((p) => [`--${mixed}`, p]),
    `--${mixed}--`,
    '',
  ].join('\r\n');
}
