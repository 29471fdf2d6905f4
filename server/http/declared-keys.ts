/**
 * The request keys a call declares (contract/calls.ts `keys`). Where the server runs strict (`CONTRACT_KEYS=strict`:
 * its unit and browser tests), a handler that reads a key its call does not declare fails with a message naming both,
 * so a key renamed on one side only fails the tests that make the call. Elsewhere the input is handed over as sent.
 * A list's keys are its filters and paging, read by the kit (kit/list.ts) from the same declaration.
 */
import type { Call, KeysOf } from '../../contract/calls';
import type { Input } from '../lib/input';

/** What JavaScript itself asks an object (awaiting it, serialising it): not request keys. */
const LANGUAGE_KEYS = new Set(['then', 'toJSON', 'constructor']);

const strict = (): boolean => process.env.CONTRACT_KEYS === 'strict';

export function declaredInput<C extends Call>(call: C | undefined, input: Input): Input<KeysOf<C>> {
  const keys = call?.keys;
  if (!call || !keys || 'filters' in call || !strict()) return input as Input<KeysOf<C>>;
  const check = (key: string | symbol): void => {
    if (typeof key !== 'string' || key in keys || LANGUAGE_KEYS.has(key)) return;
    throw new Error(`${call.path} reads request key "${key}", which contract/ does not declare for it`);
  };
  const checked = new Proxy(input, {
    get(target, key, receiver) {
      check(key);
      return Reflect.get(target, key, receiver) as unknown;
    },
    has(target, key) {
      check(key);
      return Reflect.has(target, key);
    },
  });
  return checked as Input<KeysOf<C>>;
}
