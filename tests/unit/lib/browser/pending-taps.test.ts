import { describe, expect, it } from 'vitest';
import { PENDING_TAPS, withPendingTapsWhereUsed } from '../../../../src/lib/browser/pending-taps';

const head = `<head><title>T</title><script>${PENDING_TAPS}</script></head>`;

describe('withPendingTapsWhereUsed', () => {
  it('drops the script from a page where no control waits for an island', () => {
    const html = `<html>${head}<body><a href="/x" data-track="phone_call">Call</a></body></html>`;
    expect(withPendingTapsWhereUsed(html)).toBe(
      '<html><head><title>T</title></head><body><a href="/x" data-track="phone_call">Call</a></body></html>',
    );
  });

  it('keeps it where one does', () => {
    const html = `<html>${head}<body><astro-island ssr><button type="submit" data-pending-tap="submit">Send</button></astro-island></body></html>`;
    expect(withPendingTapsWhereUsed(html)).toBe(html);
  });
});
