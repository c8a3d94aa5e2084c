import type { TLambdaEnv } from '../config/env';
import { ZLambdaEnv } from '../config/env';
import { definePort } from './define-deps';
import { importedOnFirstCall } from './imported-on-first-call';

const s3Clients = ['@aws-sdk/client-s3'];

/** The bucket's file store; S3's client (with its presigner and checksums) on the first call. */
const fileStore = (env: Pick<TLambdaEnv, 'AWS_REGION' | 'S3_ENDPOINT'>, bucket: string) =>
  importedOnFirstCall(async () => {
    const { createFileStore, createS3Client } = await import('../adapters/s3/file-store');
    return createFileStore(createS3Client(env), bucket);
  });

// One port per bucket, so a function that only stores photos is given no documents bucket name.
export const documentsPort = definePort({
  env: ZLambdaEnv.pick({ AWS_REGION: true, S3_ENDPOINT: true, DOCUMENTS_BUCKET: true }),
  sdkClients: s3Clients,
  // The mode and the objects it may reach are the function's to say (`documents`).
  access: { asks: 'documents' },
  build: (env) => fileStore(env, env.DOCUMENTS_BUCKET),
});

export const photosPort = definePort({
  env: ZLambdaEnv.pick({ AWS_REGION: true, S3_ENDPOINT: true, PHOTOS_BUCKET: true }),
  sdkClients: s3Clients,
  access: { asks: 'photos' },
  build: (env) => fileStore(env, env.PHOTOS_BUCKET),
});
