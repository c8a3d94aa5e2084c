/** The only source of "now" for services; tests pass a fixed clock. */
export interface Clock {
  now(): Date;
}
