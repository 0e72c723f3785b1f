/**
 * The answers kept on the device (src/lib/answers/answer-store.ts) as a Map, for unit tests (Node
 * has no IndexedDB; the browser tests use the real one). `refuseWith` makes `put` reject with it.
 */
import type { AnswerRecord, AnswerStore } from '@/lib/answers/answer-store';

export function fakeAnswerStore(records: AnswerRecord[] = [], refuseWith?: unknown) {
  const held = new Map(records.map((r) => [r.id, structuredClone(r)]));
  const store: AnswerStore = {
    get: async (id) => held.get(id),
    all: async () => [...held.values()],
    put: async (record) => {
      if (refuseWith !== undefined) throw refuseWith;
      held.set(record.id, structuredClone(record));
    },
    update: async (id, change) => {
      const record = held.get(id);
      if (record) held.set(id, { ...record, ...change });
    },
    delete: async (id) => void held.delete(id),
  };
  return { store, held };
}
