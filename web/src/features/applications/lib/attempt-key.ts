/**
 * The idempotency key of a submission attempt. The same body sent again (a double click, or a
 * retry after an answer that never arrived) keeps its key, so the server stores it once; a
 * changed body is a new attempt with a new key.
 */
export function attemptKeys(newKey: () => string): (body: unknown) => string {
  let last: { body: string; key: string } | undefined;
  return (body) => {
    const text = JSON.stringify(body);
    if (last?.body !== text) last = { body: text, key: newKey() };
    return last.key;
  };
}
