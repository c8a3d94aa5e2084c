/** A command as an SDK client's `send` receives it: its class (`instanceof`) and its input. */
export interface SentCommand {
  readonly input: Record<string, unknown>;
}

/**
 * A stand-in for an AWS SDK client: `send` records every command and answers what `answer` returns
 * for it (or rejects with what it throws), so a test states the commands an adapter sends and
 * what the adapter makes of the service's answers and errors.
 */
export function fakeSdkClient<C extends { send: unknown }>(
  answer: (command: SentCommand) => unknown = () => ({}),
) {
  const sent: SentCommand[] = [];
  const client = {
    send: async (command: SentCommand) => {
      sent.push(command);
      return answer(command);
    },
  };
  // The SDK's `send` is generic over every command of the service; this one answers any.
  return { client: client as unknown as Pick<C, 'send'>, sent };
}
