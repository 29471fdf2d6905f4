/**
 * A load made once per key and shared by every caller, except that a failed load is forgotten: the next call tries
 * again (a chunk that failed to download, a catalogue the network dropped). One way to do it for the region data,
 * the townships, the region options and the language catalogues.
 */
export function onceUntilFailure<K, V>(load: (key: K) => Promise<V>): (key: K) => Promise<V> {
  const pending = new Map<K, Promise<V>>();
  return (key) => {
    let promise = pending.get(key);
    if (!promise) {
      promise = load(key);
      pending.set(key, promise);
      promise.catch(() => pending.delete(key));
    }
    return promise;
  };
}
