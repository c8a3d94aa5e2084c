import { isAppError } from '../../../../lambdas/errors';

/** The status and message a service's promise was refused with; fails if it was not refused. */
export async function rejection(
  promise: Promise<unknown>,
): Promise<{ status: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (isAppError(error)) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error('expected a rejection');
}
