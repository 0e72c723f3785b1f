import { describe, expect, it } from 'vitest';
import {
  COMMENT_USER,
  answerStatus,
  canPost,
  commentsKey,
  countWords,
  fitWithin,
  isQuotaError,
  newComment,
  readComments,
  saveComments,
  type StoredComment,
} from '@/lib/answers/comments';
import type { KeyValueStore } from '@/lib/browser/safe-storage';

/** A Map-backed store; `failWith` makes setItem throw it. */
function fakeStore(
  initial: Record<string, string> = {},
  failWith?: unknown,
): KeyValueStore & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      if (failWith !== undefined) throw failWith;
      data.set(key, value);
    },
  };
}

const comment = (text: string, timestamp = '2025-01-05T10:00:00.000Z'): StoredComment => ({
  text,
  user: COMMENT_USER,
  timestamp,
});

describe('canPost', () => {
  it.each([
    ['', undefined, false],
    ['   \n\t ', undefined, false],
    ['A point on federalism', undefined, true],
    ['', 'data:image/png;base64,AAAA', true],
    ['  ', 'data:image/jpeg;base64,AAAA', true],
  ])('text %j with image %j → %s', (text, image, expected) => {
    expect(canPost(text, image)).toBe(expected);
  });
});

describe('newComment', () => {
  it('trims the text, signs it Current User and stamps the time', () => {
    expect(newComment('  My answer  ', undefined, new Date('2025-01-05T10:00:00Z'))).toEqual({
      text: 'My answer',
      user: 'Current User',
      timestamp: '2025-01-05T10:00:00.000Z',
    });
  });

  it('keeps an attached image', () => {
    expect(newComment('', 'data:image/jpeg;base64,AAAA', new Date(0)).image).toBe('data:image/jpeg;base64,AAAA');
  });
});

describe('readComments', () => {
  it('reads the list stored under the answer id', () => {
    const store = fakeStore({ [commentsKey('abc')]: JSON.stringify([comment('first')]) });
    expect(readComments(store, 'abc')).toEqual([comment('first')]);
    expect(readComments(store, 'other')).toEqual([]);
  });

  it.each([
    ['missing', undefined],
    ['not JSON', '{oops'],
    ['not a list', JSON.stringify({ text: 'x' })],
  ])('returns no comments when the value is %s', (_, raw) => {
    const store = fakeStore(raw === undefined ? {} : { [commentsKey('abc')]: raw });
    expect(readComments(store, 'abc')).toEqual([]);
  });

  it('drops entries that are not comments, including non-image data URLs', () => {
    const good = comment('kept');
    const raw = JSON.stringify([
      good,
      { text: 1, user: COMMENT_USER, timestamp: good.timestamp },
      { text: 'no date', user: COMMENT_USER, timestamp: 'yesterday' },
      { ...good, image: 'javascript:alert(1)' },
      null,
    ]);
    expect(readComments(fakeStore({ [commentsKey('abc')]: raw }), 'abc')).toEqual([good]);
  });

  it('returns no comments without storage or when reading throws', () => {
    expect(readComments(undefined, 'abc')).toEqual([]);
    const throwing: KeyValueStore = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {},
    };
    expect(readComments(throwing, 'abc')).toEqual([]);
  });
});

describe('saveComments', () => {
  it('stores the list under the answer id and reads back the same', () => {
    const store = fakeStore();
    expect(saveComments(store, 'abc', [comment('one'), comment('two')])).toBeNull();
    expect(store.data.has('comments_abc')).toBe(true);
    expect(readComments(store, 'abc').map((c) => c.text)).toEqual(['one', 'two']);
  });

  it.each([
    ['QuotaExceededError (Chromium, WebKit)', new DOMException('full', 'QuotaExceededError'), 'full'],
    ['NS_ERROR_DOM_QUOTA_REACHED (old Firefox)', new DOMException('full', 'NS_ERROR_DOM_QUOTA_REACHED'), 'full'],
    ['SecurityError (storage blocked)', new DOMException('blocked', 'SecurityError'), 'unavailable'],
    ['any other error', new Error('boom'), 'unavailable'],
  ])('reports %s as %s', (_, error, expected) => {
    expect(saveComments(fakeStore({}, error), 'abc', [comment('x')])).toBe(expected);
  });

  it('reports unavailable storage when there is none', () => {
    expect(saveComments(undefined, 'abc', [comment('x')])).toBe('unavailable');
  });
});

describe('isQuotaError', () => {
  it.each([
    [new DOMException('full', 'QuotaExceededError'), true],
    [new DOMException('x', 'SecurityError'), false],
    ['QuotaExceededError', false],
    [undefined, false],
  ])('%s → %s', (error, expected) => {
    expect(isQuotaError(error)).toBe(expected);
  });
});

describe('fitWithin', () => {
  it.each([
    [800, 600, { width: 800, height: 600 }],
    [1024, 1024, { width: 1024, height: 1024 }],
    [4000, 3000, { width: 1024, height: 768 }],
    [3000, 4000, { width: 768, height: 1024 }],
    [5000, 10, { width: 1024, height: 2 }],
    [100000, 1, { width: 1024, height: 1 }],
  ])('%i×%i → %o', (width, height, expected) => {
    expect(fitWithin(width, height)).toEqual(expected);
  });
});

describe('countWords', () => {
  it.each([
    ['', 0],
    ['   \n ', 0],
    ['The Governor may reserve the Bill.', 6],
    ['Article 200 (1950): assent, withhold,\n\nreturn — or reserve!', 8],
    ["don't count well-being twice", 4],
    ['గవర్నర్ బిల్లును రాష్ట్రపతి పరిశీలనకు పంపవచ్చు.', 5],
    ['ఆఫ్‌లైన్ జవాబు', 2], // a joiner inside a word keeps it one word
  ])('%j has %i words', (text, words) => {
    expect(countWords(text)).toBe(words);
  });
});

describe('answerStatus', () => {
  it.each([
    ['reviewed: the page shows it, whatever the device says', ['s1'], { state: 'sent' as const }, 'reviewed'],
    ['reviewed even when the device has no record of it', ['s1'], undefined, 'reviewed'],
    ['waiting to send', ['other'], { state: 'waiting' as const }, 'waiting'],
    ['sent for review', [], { state: 'sent' as const }, 'sent'],
    ['refused, with the reason', [], { state: 'refused' as const, reason: 'Too large.' }, { refused: 'Too large.' }],
    ['none without a record (site data cleared)', [], undefined, undefined],
  ])('%s', (_, reviewed, record, status) => {
    expect(answerStatus('s1', reviewed, record)).toEqual(status);
  });
});

describe('a comment sent for review', () => {
  it('carries its answer’s id, and reads back with it', () => {
    const sent = newComment(' My answer ', undefined, new Date('2026-12-02T10:00:00Z'), 'mx1-abc');
    expect(sent).toEqual({
      text: 'My answer',
      user: COMMENT_USER,
      timestamp: '2026-12-02T10:00:00.000Z',
      submissionId: 'mx1-abc',
    });
    const store = fakeStore();
    saveComments(store, 'a1', [sent, { ...comment('odd'), submissionId: 42 } as unknown as StoredComment]);
    expect(readComments(store, 'a1')).toEqual([sent]);
  });
});
