/**
 * The product's one e-mail layout: an HTML part and a plain-text part saying the same, with the
 * company's name, one button to the target and an unsubscribe link to the preferences page (none for
 * a business e-mail to someone outside the product, such as an invoice to a customer's accounts).
 */
export interface EmailContent {
  /** The recipient's company, shown in the header. */
  companyName: string;
  subject: string;
  heading: string;
  /** Paragraphs, plain text. */
  paragraphs: string[];
  /** A quote (a comment's words), set apart. */
  quote?: string | null;
  /** Rows of figures (the weekly report). */
  rows?: Array<[label: string, value: string]>;
  action?: { label: string; url: string };
  /** The preferences page, where the reader can switch this e-mail off; none for a business e-mail. */
  preferencesUrl?: string;
  /** Why the reader gets it ("You get this because you were mentioned."). */
  reason: string;
}

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function renderEmail(c: EmailContent): { subject: string; text: string; html: string } {
  const text = [
    c.companyName,
    '',
    c.heading,
    '',
    ...c.paragraphs.flatMap((p) => [p, '']),
    ...(c.quote
      ? [
          c.quote
            .split('\n')
            .map((l) => `> ${l}`)
            .join('\n'),
          '',
        ]
      : []),
    ...(c.rows?.length ? [c.rows.map(([k, v]) => `${k}: ${v}`).join('\n'), ''] : []),
    ...(c.action ? [`${c.action.label}: ${c.action.url}`, ''] : []),
    '--',
    `Polyloop. ${c.reason}`,
    ...(c.preferencesUrl ? [`Change which e-mails you get: ${c.preferencesUrl}`] : []),
  ].join('\n');

  const button = c.action
    ? `<p style="margin:24px 0"><a href="${escape(c.action.url)}" style="background:#0f766e;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:600;display:inline-block">${escape(c.action.label)}</a></p>`
    : '';
  const quote = c.quote
    ? `<blockquote style="margin:16px 0;padding:8px 14px;border-left:3px solid #cbd5e1;color:#334155;white-space:pre-wrap">${escape(c.quote)}</blockquote>`
    : '';
  const rows = c.rows?.length
    ? `<table role="presentation" style="border-collapse:collapse;margin:16px 0;width:100%">${c.rows
        .map(
          ([k, v]) =>
            `<tr><td style="padding:6px 0;border-bottom:1px solid #e2e8f0;color:#475569">${escape(k)}</td><td style="padding:6px 0;border-bottom:1px solid #e2e8f0;text-align:right;font-weight:600">${escape(v)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(c.subject)}</title></head>
<body style="margin:0;background:#f1f5f9;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#0f172a">
<table role="presentation" width="100%" style="border-collapse:collapse"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" style="max-width:560px;border-collapse:collapse;background:#ffffff;border-radius:8px">
<tr><td style="padding:16px 24px;border-bottom:1px solid #e2e8f0"><strong style="color:#0f766e">Polyloop</strong> <span style="color:#64748b">· ${escape(c.companyName)}</span></td></tr>
<tr><td style="padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escape(c.heading)}</h1>
${c.paragraphs.map((p) => `<p style="margin:0 0 12px;line-height:1.5">${escape(p)}</p>`).join('\n')}
${quote}${rows}${button}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e2e8f0;font-size:12px;color:#64748b">${escape(c.reason)}${c.preferencesUrl ? ` <a href="${escape(c.preferencesUrl)}" style="color:#64748b">Unsubscribe or change which e-mails you get</a>.` : ''}</td></tr>
</table></td></tr></table></body></html>`;
  return { subject: c.subject, text, html };
}
