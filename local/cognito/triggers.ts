/**
 * The user pool triggers the local pool runs, by the name cognito-local's config gives each
 * (`TriggerFunctions`) and the file of `lambdas/triggers/` that is its Lambda. cognito-local calls
 * a trigger through Lambda's Invoke (its config's `LambdaClient`), which the launcher serves on the
 * API server (`local/lambda/invoke-endpoint.ts`), so the trigger runs as a function of its own,
 * as Cognito calls it in AWS.
 *
 * Only the post confirmation trigger: the pre sign-up one links federated sign-ins and guards
 * their addresses, and the local pool has no federated sign-in (docs/local-stack.md).
 */
export const localPoolTriggers = { PostConfirmation: 'post-confirmation' } as const;

export type LocalPoolTrigger = (typeof localPoolTriggers)[keyof typeof localPoolTriggers];

/** The function name a trigger is invoked by, as `lambdaEntries()` names its Lambda. */
export const triggerFunctionName = (trigger: LocalPoolTrigger) => `triggers/${trigger}`;

/** cognito-local's `TriggerFunctions`: each trigger's function name. */
export const triggerFunctions = (): Record<string, string> =>
  Object.fromEntries(
    Object.entries(localPoolTriggers).map(([name, file]) => [name, triggerFunctionName(file)]),
  );
