/** One private bucket. Browsers only ever reach it through presigned URLs. */
export interface FileStore {
  /** A URL the browser PUTs the file to; the same content type must be sent with the upload. */
  presignPut(input: {
    key: string;
    contentType: string;
    /** Signed into the URL so the upload must be exactly this many bytes. */
    contentLength?: number;
    expiresInSeconds?: number;
  }): Promise<string>;
  presignGet(input: {
    key: string;
    expiresInSeconds?: number;
    /** Sets Content-Disposition so the browser saves the file under this name. */
    downloadName?: string;
  }): Promise<string>;
  put(input: { key: string; body: Uint8Array | string; contentType: string }): Promise<void>;
  /** undefined when there is no such object. */
  get(key: string): Promise<{ body: Uint8Array; contentType?: string } | undefined>;
  delete(key: string): Promise<void>;
  /** One page of the objects whose keys start with `prefix`; `cursor` is the previous page's. */
  list(prefix: string, cursor?: string): Promise<{ objects: StoredObject[]; cursor?: string }>;
}

export interface StoredObject {
  key: string;
  lastModified: Date;
}

/**
 * Where browsers upload. A presigned PUT only ever names a key under this prefix; accepting the
 * upload writes the checked bytes to the final key (the same key without the prefix), which only
 * our code writes. A URL still valid after acceptance can then change nothing anyone reads, and
 * whatever is left here was never accepted: the buckets expire it and the upload sweep deletes it.
 */
export const STAGING_PREFIX = 'staging/';

export const stagedKeyOf = (finalKey: string): string => `${STAGING_PREFIX}${finalKey}`;

/** The spec's signed URL validity (§9). */
export const defaultUrlExpirySeconds = 3600;
