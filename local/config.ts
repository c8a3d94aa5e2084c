import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** Everything the local stack has to agree on in one place, so `npm start` and the tests match. */
export const repoRoot = fileURLToPath(new URL('..', import.meta.url));
/** Persistent data of `npm start`, and the shared DynamoDB Local jar. Git-ignored. */
export const localDir = path.join(repoRoot, '.local');
export const emulatorDir = path.join(localDir, 'emulator');
export const testRunsDir = path.join(localDir, 'test-runs');
export const webDistDir = path.join(repoRoot, 'web', 'dist');

export const localConfig = {
  region: 'eu-west-2',
  /**
   * s3rver only accepts its built-in key pair (S3RVER/S3RVER); DynamoDB Local and cognito-local
   * accept anything. Using it everywhere lets the Lambdas' default credential chain just work.
   */
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  tableName: 'vciso-hub-local',
  documentsBucket: 'vciso-hub-documents',
  photosBucket: 'vciso-hub-applicant-photos',
  eventBusName: 'vciso-hub-local',
  mailFrom: 'no-reply@vcisohub.example',
  contactEmail: 'hello@vcisohub.example',
  productName: 'vCISO Hub',
  companyName: 'vCISO Hub Ltd',
  userPoolName: 'vciso-hub-local',
  userPoolClientName: 'vciso-hub-web',
  /** The server's own client of the recovery sign-in (the Auth stack's `RecoveryClient`). */
  recoveryClientName: 'vciso-hub-recovery',
  adminGroup: 'admin',
  /** Fixed and printed on start: this is a local, throw-away account. */
  adminEmail: 'admin@vcisohub.local',
  adminPassword: 'Admin-vCISO-1',
} as const;

/** The version whose tarball carries the DynamoDB Local jar we run. */
export const dynamodbSimulatorPackage = 'amplify-dynamodb-simulator@2.9.30';
/** SHA-256 of that package's tarball: a download that differs is refused, never run. */
export const dynamodbSimulatorSha256 =
  '3503ffac19f183407909fecdacf4db51ab1fdad1da7b2f177016670b2d80e4b9';

export interface Ports {
  dynamodb: number;
  cognito: number;
  s3: number;
  api: number;
  web: number;
}

/** `npm start` ports, each overridable from the environment. */
export function portsFromEnv(env: NodeJS.ProcessEnv = process.env): Ports {
  const read = (name: string, fallback: number) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const port = Number(raw);
    if (!Number.isInteger(port) || port < 1 || port > 65535) {
      throw new Error(`${name}=${raw} is not a valid port number.`);
    }
    return port;
  };
  return {
    dynamodb: read('DYNAMODB_PORT', 8000),
    cognito: read('COGNITO_PORT', 9229),
    s3: read('S3_PORT', 4569),
    api: read('API_PORT', 3001),
    web: read('WEB_PORT', 5173),
  };
}
