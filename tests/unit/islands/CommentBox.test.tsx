// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import CommentBox from '@/islands/CommentBox';
import { imageForStorage } from '@/lib/answers/comments';

// happy-dom has no canvas or image decoding: the scaling itself is checked in the browser test.
vi.mock('@/lib/answers/comments', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/answers/comments')>()),
  imageForStorage: vi.fn(),
}));

const SCALED = 'data:image/jpeg;base64,c2NhbGVk';
const textBox = () => screen.getByLabelText<HTMLTextAreaElement>('Your comment');
const fileInput = () => screen.getByLabelText<HTMLInputElement>(/Attach image|Change image/);
const postButton = () => screen.getByRole('button', { name: 'Post Comment' });
const listed = () => within(screen.getByRole('list', { name: 'Comments' })).getAllByRole('listitem');
const stored = (id: string) => JSON.parse(localStorage.getItem(`comments_${id}`) ?? 'null');
const picture = () => new File(['pixels'], 'answer.png', { type: 'image/png' });

beforeEach(() => {
  localStorage.clear();
  vi.mocked(imageForStorage).mockResolvedValue(SCALED);
});
afterEach(cleanup);

describe('CommentBox', () => {
  it('shows the comments stored for this answer, newest first, signed Current User with the time', () => {
    localStorage.setItem(
      'comments_a1',
      JSON.stringify([
        { text: 'Older point', user: 'Current User', timestamp: '2025-01-05T09:30:00.000Z' },
        { text: 'Newer point', user: 'Current User', timestamp: '2025-01-06T09:30:00.000Z' },
      ]),
    );
    localStorage.setItem(
      'comments_other',
      JSON.stringify([{ text: 'Elsewhere', user: 'Current User', timestamp: '2025-01-05T09:30:00.000Z' }]),
    );
    render(<CommentBox answerId="a1" />);
    const items = listed();
    expect(items.map((li) => li.querySelector('p:nth-of-type(2)')?.textContent)).toEqual([
      'Newer point',
      'Older point',
    ]);
    expect(items[0].textContent).toContain('Current User');
    expect(items[0].querySelector('time')?.getAttribute('datetime')).toBe('2025-01-06T09:30:00.000Z');
    expect(items[0].querySelector('time')?.textContent).toMatch(/January \d+, 2025/);
    expect(screen.getByRole('heading', { name: '2 comments' })).toBeTruthy();
    expect(screen.queryByText('Elsewhere')).toBeNull();
  });

  it('says there are no comments yet when none are stored', () => {
    render(<CommentBox answerId="a1" />);
    expect(screen.getByText('No comments yet. Be the first to share your answer.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '0 comments' })).toBeTruthy();
  });

  it('posts a text comment, stores it under the answer id, clears the box and keeps it after a remount', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<CommentBox answerId="a1" />);
    await user.type(textBox(), '  Federalism is cooperative and competitive.  ');
    await user.click(postButton());
    expect(listed()).toHaveLength(1);
    expect(listed()[0].textContent).toContain('Federalism is cooperative and competitive.');
    expect(listed()[0].textContent).toContain('Current User');
    expect(textBox().value).toBe('');
    expect(stored('a1')).toEqual([
      { text: 'Federalism is cooperative and competitive.', user: 'Current User', timestamp: expect.any(String) },
    ]);
    unmount();
    render(<CommentBox answerId="a1" />);
    expect(listed()[0].textContent).toContain('Federalism is cooperative and competitive.');
  });

  it.each([
    ['an empty box', ''],
    ['only spaces and new lines', '   {Enter}  '],
  ])('ignores a submission with %s and no image', async (_, typed) => {
    const user = userEvent.setup();
    render(<CommentBox answerId="a1" />);
    if (typed) await user.type(textBox(), typed);
    await user.click(postButton());
    expect(localStorage.getItem('comments_a1')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Comments' })).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('Write a comment or attach an image to post.');
  });

  it('posts what the box shows, even text filled in while React was taking the box over', async () => {
    const user = userEvent.setup();
    render(<CommentBox answerId="a1" />);
    // The value set on the element itself, with no input event: what React misses when a fill lands
    // between hydration and the effect that takes over text typed before it.
    textBox().value = 'Typed while the page was loading';
    await user.click(postButton());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(listed()[0].textContent).toContain('Typed while the page was loading');
    expect(stored('a1')[0].text).toBe('Typed while the page was loading');
  });

  it('accepts image files only and posts an image without text, scaled for storage', async () => {
    const user = userEvent.setup();
    render(<CommentBox answerId="a1" />);
    expect(fileInput().accept).toBe('image/*');
    const file = picture();
    await user.upload(fileInput(), file);
    expect(imageForStorage).toHaveBeenCalledWith(file);
    expect(screen.getByAltText<HTMLImageElement>('Selected image preview').src).toBe(SCALED);
    await user.click(postButton());
    expect(stored('a1')).toEqual([{ text: '', image: SCALED, user: 'Current User', timestamp: expect.any(String) }]);
    expect(listed()[0].querySelector('img')?.getAttribute('src')).toBe(SCALED);
    expect(screen.queryByAltText('Selected image preview')).toBeNull();
  });

  it('lets the visitor remove a chosen image before posting', async () => {
    const user = userEvent.setup();
    render(<CommentBox answerId="a1" />);
    await user.upload(fileInput(), picture());
    await user.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(screen.queryByAltText('Selected image preview')).toBeNull();
    await user.click(postButton());
    expect(localStorage.getItem('comments_a1')).toBeNull();
  });

  it('says so when the file cannot be read as an image and attaches nothing', async () => {
    vi.mocked(imageForStorage).mockRejectedValue(new Error('not an image'));
    const user = userEvent.setup();
    render(<CommentBox answerId="a1" />);
    await user.upload(fileInput(), picture());
    expect((await screen.findByRole('alert')).textContent).toContain('could not be opened as an image');
    expect(screen.queryByAltText('Selected image preview')).toBeNull();
  });

  it('tells the visitor when storage is full and keeps the typed text and image', async () => {
    const user = userEvent.setup();
    render(<CommentBox answerId="a1" />);
    await user.type(textBox(), 'A long answer with a photo');
    await user.upload(fileInput(), picture());
    vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    await user.click(postButton());
    expect(screen.getByRole('alert').textContent).toContain(
      'Your browser storage is full, so this comment was not saved.',
    );
    expect(textBox().value).toBe('A long answer with a photo');
    expect(screen.getByAltText('Selected image preview')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Comments' })).toBeNull();
  });

  it('says comments cannot be saved when storage is blocked', async () => {
    const user = userEvent.setup();
    render(<CommentBox answerId="a1" />);
    await user.type(textBox(), 'Hello');
    vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    await user.click(postButton());
    expect(screen.getByRole('alert').textContent).toContain('This browser does not allow saving comments');
    expect(textBox().value).toBe('Hello');
  });
});
