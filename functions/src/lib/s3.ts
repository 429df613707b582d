import { randomUUID } from 'node:crypto';
import type { GetObjectCommandInput, PutObjectCommandInput } from '@aws-sdk/client-s3';
import { env } from './env.js';
import { lazySdk } from './lazy.js';

/**
 * The one S3 client of a function. The S3 SDK and its presigner are the largest packages a
 * function would import at cold start, and most requests never touch a stored object, so both
 * load with the first request that does.
 */
export const s3 = lazySdk(
  () => import('@aws-sdk/client-s3'),
  (sdk) => new sdk.S3Client({ forcePathStyle: env().S3_FORCE_PATH_STYLE === 'true' }),
);
export type LoadedS3 = Awaited<ReturnType<typeof s3>>;

/**
 * What users upload is kept under one prefix per kind: documents, have photos (and thumbnails),
 * logos. Besides, the bucket holds received e-mails (`inbound/`) and uploads being scanned
 * (`quarantine/`).
 */
export type ObjectKind = 'files' | 'photos' | 'logos';

/**
 * A new object's key: its kind and a random id, nothing else. Presigned addresses of these
 * objects reach other companies (a logo in the directory, a photo on the market, a shared
 * document), so a key names no company, record or file name; what an object belongs to is
 * known from the record that keeps its key.
 */
export const newObjectKey = (kind: ObjectKind) => `${kind}/${randomUUID()}`;

/** Writes one object to the documents bucket. */
export async function putDocument(input: Omit<PutObjectCommandInput, 'Bucket'>): Promise<void> {
  const { client, sdk } = await s3();
  await client.send(new sdk.PutObjectCommand({ Bucket: env().DOCUMENTS_BUCKET, ...input }));
}

/** Deletes one object of the documents bucket (S3 answers success for a key that is already gone). */
export async function deleteDocument(key: string): Promise<void> {
  const { client, sdk } = await s3();
  await client.send(new sdk.DeleteObjectCommand({ Bucket: env().DOCUMENTS_BUCKET, Key: key }));
}

/** A presigned GET address for one object of the documents bucket, valid for `expiresIn` seconds. */
export async function documentUrl(
  input: Omit<GetObjectCommandInput, 'Bucket'>,
  expiresIn: number,
): Promise<string> {
  const [{ client, sdk }, { getSignedUrl }] = await Promise.all([
    s3(),
    import('@aws-sdk/s3-request-presigner'),
  ]);
  return getSignedUrl(client, new sdk.GetObjectCommand({ Bucket: env().DOCUMENTS_BUCKET, ...input }), {
    expiresIn,
  });
}

/** The bytes of one object of the documents bucket, or undefined when it is gone. */
export async function readDocument(key: string): Promise<Uint8Array | undefined> {
  const { client, sdk } = await s3();
  try {
    const answer = await client.send(new sdk.GetObjectCommand({ Bucket: env().DOCUMENTS_BUCKET, Key: key }));
    return answer.Body ? await answer.Body.transformToByteArray() : undefined;
  } catch (error) {
    if ((error as { name?: string }).name === 'NoSuchKey') return undefined;
    throw error;
  }
}
