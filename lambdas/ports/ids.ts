/** Makes identifiers for new items; tests pass a predictable sequence. */
export interface IdGenerator {
  newId(): string;
}
