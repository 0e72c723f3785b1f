/**
 * What the comment box knows of the answers its comments were sent with (issue 47): their records
 * on the device (lib/answers/answer-store.ts: photos and state), read when there are any and again
 * whenever one may have changed (the service worker settled one, the page's outbox sent some). The
 * code that reads and sends them loads only then: a visitor who never sent an answer fetches none.
 */
import { useCallback, useEffect, useState } from 'react';
import { ANSWER_SETTLED_MESSAGE } from '@/lib/answers/answer-hand-over';
import type { AnswerRecord } from '@/lib/answers/answer-store';
import { ANSWER_OUTBOX_KEY } from '@/lib/answers/comments';
import { browserStorage, readItem } from '@/lib/browser/safe-storage';

/** The device's records of the answers `ids`, and a way to read them again. */
export function useSentAnswers(ids: readonly string[]) {
  const [records, setRecords] = useState<ReadonlyMap<string, AnswerRecord>>(new Map());
  const wanted = ids.join(' ');
  const refresh = useCallback(async () => {
    if (!wanted) return;
    const { deviceAnswers } = await import('@/lib/answers/answer-store');
    const found = await Promise.all(wanted.split(' ').map((id) => deviceAnswers.get(id)));
    setRecords(new Map(found.filter((r) => r !== undefined).map((r) => [r.id, r])));
  }, [wanted]);

  useEffect(() => {
    if (!wanted) return;
    // Storage that cannot be read shows no status: the comments themselves are still there.
    const read = () => void refresh().catch(() => {});
    read();
    const settled = ({ data }: MessageEvent) => data?.type === ANSWER_SETTLED_MESSAGE && read();
    navigator.serviceWorker?.addEventListener('message', settled);
    return () => navigator.serviceWorker?.removeEventListener('message', settled);
  }, [wanted, refresh]);

  return { records, refresh };
}

/**
 * The page's outbox of answers (where the browser has no Background Sync): sent when the comment
 * box opens and each time the connection returns while it is open; `sent` is told when some went.
 */
export function useAnswerOutbox(sent: () => void) {
  useEffect(() => {
    const flush = () => {
      if (!readItem(browserStorage(), ANSWER_OUTBOX_KEY)) return;
      void import('@/lib/answers/answer-send')
        .then(({ flushAnswers }) => flushAnswers())
        .then((settled) => settled && sent())
        .catch(() => {});
    };
    flush();
    addEventListener('online', flush);
    return () => removeEventListener('online', flush);
  }, [sent]);
}
