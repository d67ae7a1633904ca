/**
 * The request a piece of code runs for, without passing it down: the request id travels with the
 * async context of the request (AsyncLocalStorage), so every log line written while answering it,
 * however deep, carries the id.
 */
import { AsyncLocalStorage } from "node:async_hooks";

interface RequestContext {
  requestId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

export function runWithRequestId<T>(requestId: string, fn: () => T): T {
  return storage.run({ requestId }, fn);
}

export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}
