/** Absolute links into the web app, for mails: the app's public origin is deployment config. */
export interface AppLinks {
  /** `path` (starting with `/`) on the web app's origin, e.g. `https://app.example.com/book/x`. */
  url(path: string): string;
}
