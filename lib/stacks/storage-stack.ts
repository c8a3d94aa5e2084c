import { Duration, Stack } from 'aws-cdk-lib';
import { RETENTION } from '../../contracts/account/retention';
import type { StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { AppBucket } from '../constructs/app-bucket';
import { createLogBucket } from '../constructs/secure-bucket';

export interface StorageStackProps extends StackProps {
  appOrigin: string;
}

/** Stateful: uploaded documents and applicant photos, plus the bucket their access logs go to. */
export class StorageStack extends Stack {
  readonly documents: AppBucket;
  readonly photos: AppBucket;

  constructor(scope: Construct, id: string, props: StorageStackProps) {
    super(scope, id, { terminationProtection: true, ...props });
    const accessLogs = createLogBucket(this, 'AccessLogs');
    this.documents = new AppBucket(this, 'Documents', {
      envName: 'DOCUMENTS_BUCKET',
      appOrigin: props.appOrigin,
      accessLogs,
      // Signed contracts: an accidental overwrite or delete stays recoverable for a quarter.
      keepOldVersionsFor: Duration.days(RETENTION.documentVersionDays),
      // Data archives (`services/account/data-export-item.ts`) are deleted after their week.
      expiring: [{ prefix: 'data-exports/', after: Duration.days(RETENTION.dataExportDays) }],
    });
    this.photos = new AppBucket(this, 'Photos', {
      envName: 'PHOTOS_BUCKET',
      appOrigin: props.appOrigin,
      accessLogs,
      keepOldVersionsFor: Duration.days(RETENTION.photoVersionDays),
    });
  }
}
