/**
 * How many more times a failing event consumer runs before its event is parked on the dead-letter
 * queue: Lambda's retries of an asynchronous invocation. The Events stack sets it on every
 * consumer and the local bus retries as often, so a poisoned event behaves alike in both.
 */
export const CONSUMER_RETRY_ATTEMPTS = 2;
