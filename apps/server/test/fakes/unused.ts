/**
 * A dependency the code under test must not touch: any property read throws, naming it, so a test that reaches it
 * fails loudly instead of passing on a half-built stub. `given` members are answered as they are.
 */
export function unused<T extends object>(name: string, given: Partial<T> = {}): T {
  return new Proxy(given, {
    get(target, key) {
      if (key in target) return target[key as keyof typeof target];
      // Promise resolution probes `then`; an object that is not a promise answers undefined.
      if (key === 'then') return undefined;
      throw new Error(`${name}.${String(key)} is not used here`);
    },
  }) as T;
}
