import { createFileStore, createS3Client } from '../adapters/s3/file-store';
import { ZLambdaEnv } from '../config/env';
import { definePort } from './define-deps';

const s3Clients = ['@aws-sdk/client-s3'];

// One port per bucket, so a function that only stores photos is given no documents bucket name.
export const documentsPort = definePort({
  env: ZLambdaEnv.pick({ AWS_REGION: true, S3_ENDPOINT: true, DOCUMENTS_BUCKET: true }),
  sdkClients: s3Clients,
  build: (env) => createFileStore(createS3Client(env), env.DOCUMENTS_BUCKET),
});

export const photosPort = definePort({
  env: ZLambdaEnv.pick({ AWS_REGION: true, S3_ENDPOINT: true, PHOTOS_BUCKET: true }),
  sdkClients: s3Clients,
  build: (env) => createFileStore(createS3Client(env), env.PHOTOS_BUCKET),
});
