import { APICallError } from 'ai';

/** The APICallError a call to the fake rejects with (anything else fails the test). */
export async function apiCallFailureOf(promise: Promise<unknown>): Promise<APICallError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!APICallError.isInstance(error)) throw new Error(`expected an APICallError, got ${String(error)}`);
  return error;
}
