import type { DraftExtractor, DraftFields } from '@polyloop/shared/supply/draft';

/** An e-mail as the assistant reads it: plain text (HTML bodies already turned into text). */
export interface MailText {
  subject: string;
  text: string;
  from?: string;
}

/**
 * Reads a have or a need out of an e-mail. Amazon Bedrock answers in AWS; the local cloud uses a
 * deterministic extractor that names itself the sandbox, so a draft always says who read it.
 */
export interface Extractor {
  readonly name: DraftExtractor;
  /** What the e-mail offers or asks for; type UNKNOWN when it does neither clearly. */
  extract(mail: MailText): Promise<DraftFields>;
}
