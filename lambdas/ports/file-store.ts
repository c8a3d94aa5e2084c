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
}

/** The spec's signed URL validity (§9). */
export const defaultUrlExpirySeconds = 3600;
