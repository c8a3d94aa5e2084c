import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { TLambdaEnv } from '../../config/env';
import { defaultUrlExpirySeconds, type FileStore } from '../../ports/file-store';
import { clientConfig, traced } from '../aws-clients';
import { processClient } from '../process-client';

/** One S3 client per container, shared by the buckets' ports. */
const s3Client = processClient((region, endpoint) =>
  traced(
    new S3Client({
      ...clientConfig(region, endpoint),
      // Otherwise presigned PUT URLs carry the checksum of an empty body, and real S3 rejects the
      // browser's upload of the actual file.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      // s3rver only understands path-style addressing, so it is switched on with the local endpoint.
      ...(endpoint ? { forcePathStyle: true } : {}),
    }),
  ),
);

export const createS3Client = (env: Pick<TLambdaEnv, 'AWS_REGION' | 'S3_ENDPOINT'>): S3Client =>
  s3Client(env.AWS_REGION, env.S3_ENDPOINT);

export function createFileStore(s3: S3Client, bucket: string): FileStore {
  return {
    presignPut({ key, contentType, contentLength, expiresInSeconds }) {
      const command = new PutObjectCommand({
        Bucket: bucket,
        Key: key,
        ContentType: contentType,
        ContentLength: contentLength,
      });
      return getSignedUrl(s3, command, {
        expiresIn: expiresInSeconds ?? defaultUrlExpirySeconds,
        // Without this the presigner leaves content-type out of the signature.
        signableHeaders: new Set(['content-type']),
      });
    },

    presignGet({ key, expiresInSeconds, downloadName }) {
      const command = new GetObjectCommand({
        Bucket: bucket,
        Key: key,
        ...(downloadName
          ? { ResponseContentDisposition: attachmentDisposition(downloadName) }
          : {}),
      });
      return getSignedUrl(s3, command, { expiresIn: expiresInSeconds ?? defaultUrlExpirySeconds });
    },

    async put({ key, body, contentType }) {
      await s3.send(
        new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType }),
      );
    },

    async get(key) {
      try {
        const out = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!out.Body) return undefined;
        const body = await out.Body.transformToByteArray();
        return { body, ...(out.ContentType ? { contentType: out.ContentType } : {}) };
      } catch (err) {
        if (isMissing(err)) return undefined;
        throw err;
      }
    },

    async delete(key) {
      await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },

    async list(prefix, cursor) {
      const out = await s3.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: cursor }),
      );
      const objects = (out.Contents ?? []).flatMap((o) =>
        o.Key && o.LastModified ? [{ key: o.Key, lastModified: o.LastModified }] : [],
      );
      return out.IsTruncated && out.NextContinuationToken
        ? { objects, cursor: out.NextContinuationToken }
        : { objects };
    },
  };
}

function isMissing(err: unknown): boolean {
  const name = (err as { name?: string } | null)?.name;
  return name === 'NoSuchKey' || name === 'NotFound';
}

/** RFC 6266: an ASCII fallback plus the UTF-8 name, so any title survives the download. */
function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
