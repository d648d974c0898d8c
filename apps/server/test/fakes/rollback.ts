/**
 * A fake's transaction runner: `work` gets the fake's transaction, and when it throws, the fake's state is put back
 * as it was before (a deep copy), as a rollback would. `state` must be the object the fake's writes change in place.
 */
export function transactInMemory<Tx>(state: object, tx: Tx) {
  return async <T>(work: (tx: Tx) => Promise<T>): Promise<T> => {
    const saved: object = structuredClone(state);
    try {
      return await work(tx);
    } catch (error) {
      Object.assign(state, saved);
      throw error;
    }
  };
}
