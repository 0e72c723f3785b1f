// @vitest-environment happy-dom
import type { ComponentProps } from 'react';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import CommentBox from '@/islands/CommentBox';
import { dictionary, stringsProp } from '@/i18n';
import { NOTICE_VERSION } from '@/lib/leads/lead-consent';
import { PhotoUnreadable, compressPhoto } from '@/lib/answers/answer-photos';
import { deliverAnswer, keepAnswer } from '@/lib/answers/answer-send';
import type { AnswerRecord } from '@/lib/answers/answer-store';

// The comment box's send form (issue 47). Sending and keeping are lib/answers/answer-send.ts's
// (tests/unit/lib/answers/answer-send.test.ts), the photos' drawing needs a browser's canvas
// (tests/e2e/answers.spec.ts): here they are stand-ins, and the device's records a Map.
vi.mock('@/lib/answers/answer-send', () => ({ keepAnswer: vi.fn(), deliverAnswer: vi.fn() }));
vi.mock('@/lib/answers/answer-photos', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/answers/answer-photos')>()),
  compressPhoto: vi.fn(),
}));
const records = new Map<string, AnswerRecord>();
vi.mock('@/lib/answers/answer-store', () => ({
  deviceAnswers: { get: vi.fn(async (id: string) => records.get(id)) },
}));

const PHOTO = { type: 'image/jpeg' as const, data: 'c21hbGw=' };
const textBox = () => screen.getByLabelText<HTMLTextAreaElement>('Your comment');
const nameField = () => screen.getByLabelText<HTMLInputElement>('Name to show with your answer');
const consentBox = () =>
  screen.getByRole<HTMLInputElement>('checkbox', { name: 'I agree to this use of my answer and name.' });
const sendButton = () => screen.getByRole('button', { name: 'Send for review' });
const listed = () => within(screen.getByRole('list', { name: 'Comments' })).getAllByRole('listitem');
const stored = () => JSON.parse(localStorage.getItem('comments_q1') ?? 'null');
const photo = (name = 'page.jpg') => new File(['pixels'], name, { type: 'image/jpeg' });

/** The comment box of question q1 (250 words), its send form open. */
async function openForm(props: Partial<ComponentProps<typeof CommentBox>> = {}) {
  const user = userEvent.setup();
  render(<CommentBox answerId="q1" wordLimit={250} {...props} />);
  await user.click(sendButton());
  await screen.findByLabelText('Name to show with your answer');
  return user;
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, text = 'Article 200 gives four options.') {
  if (text) await user.type(textBox(), text);
  await user.type(nameField(), 'Ravi K.');
}

beforeEach(() => {
  localStorage.clear();
  records.clear();
  vi.stubEnv('PUBLIC_ENQUIRY_ENDPOINT', 'https://script.example/exec');
  vi.mocked(keepAnswer).mockReset().mockResolvedValue(undefined);
  vi.mocked(deliverAnswer).mockReset().mockResolvedValue('sent');
  vi.mocked(compressPhoto).mockReset().mockResolvedValue(PHOTO);
});
afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
});

describe('the word count', () => {
  it('shows the words typed against the question’s limit, marked when over it', async () => {
    const user = userEvent.setup();
    render(<CommentBox answerId="q1" wordLimit={5} />);
    expect(screen.getByText('0 / 5 words')).toBeTruthy();
    await user.type(textBox(), 'The Governor may reserve the Bill');
    const count = screen.getByText('6 / 5 words');
    expect(count.className).toContain('text-amber-800');
    expect(textBox().getAttribute('aria-describedby')).toBe(count.id);
  });

  it('is not shown when the question states no limit', () => {
    render(<CommentBox answerId="q1" />);
    expect(screen.queryByText(/ words$/)).toBeNull();
  });
});

describe('the send form', () => {
  it('opens on its button with the name, the photo pickers and the notice, its box unticked', async () => {
    await openForm();
    expect(nameField().maxLength).toBe(100);
    expect(screen.getByLabelText('Take a photo').getAttribute('capture')).toBe('environment');
    expect(screen.getByLabelText<HTMLInputElement>('Choose photos').multiple).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Choose photos').accept).toBe('image/*');
    expect(consentBox().checked).toBe(false);
    expect(screen.getByText(/keeps your name, answer and photos for its mentors to review/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'privacy notice' }).getAttribute('href')).toBe('/privacy/');
    expect(screen.queryByRole('button', { name: 'Post Comment' })).toBeNull();
  });

  it.each([
    ['neither text nor photo', '', true, true, 'Type your answer or add a photo of it to send.'],
    ['no name', 'My answer', false, true, 'Please enter the name to show with your answer.'],
    [
      'the box unticked',
      'My answer',
      true,
      false,
      'Please tick the box to agree before sending: nothing is sent without it.',
    ],
  ])('sends nothing with %s, says why and keeps what was typed', async (_, text, named, agreed, message) => {
    const user = await openForm();
    if (text) await user.type(textBox(), text);
    if (named) await user.type(nameField(), 'Ravi K.');
    if (agreed) await user.click(consentBox());
    await user.click(sendButton());
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(keepAnswer).not.toHaveBeenCalled();
    expect(textBox().value).toBe(text);
    expect(localStorage.getItem('comments_q1')).toBeNull();
  });

  it('keeps, sends and lists the answer as the student’s comment, with its id, "Sent for review"', async () => {
    const user = await openForm();
    await fillIn(user, '  Article 200 gives four options.  ');
    await user.upload(screen.getByLabelText('Choose photos'), photo());
    expect(screen.getByRole<HTMLImageElement>('img', { name: 'Photo 1 of your answer' }).src).toBe(
      `data:image/jpeg;base64,${PHOTO.data}`,
    );
    await user.click(consentBox());
    vi.mocked(deliverAnswer).mockImplementation(async ({ id, ...payload }) => {
      records.set(id, { id, payload: { id, ...payload }, state: 'sent' });
      return 'sent';
    });
    await user.click(sendButton());
    const sent = vi.mocked(keepAnswer).mock.calls[0][0];
    expect(sent).toEqual({
      kind: 'answer',
      id: expect.stringMatching(/^[\w-]{1,50}$/),
      question: 'q1',
      name: 'Ravi K.',
      text: 'Article 200 gives four options.',
      photos: [PHOTO],
      language: 'en',
      consent: { notice: NOTICE_VERSION, at: expect.any(String), lang: 'en' },
    });
    expect(deliverAnswer).toHaveBeenCalledWith(sent);
    expect(screen.getByRole('status').textContent).toBe(
      'Your answer has been sent. Once a mentor has reviewed it, it shows under this question’s reviewed answers.',
    );
    expect(stored()).toEqual([
      {
        text: 'Article 200 gives four options.',
        user: 'Current User',
        timestamp: expect.any(String),
        submissionId: sent.id,
      },
    ]);
    expect(listed()[0].textContent).toContain('Current User');
    expect(await within(listed()[0]).findByText('Sent for review')).toBeTruthy();
    expect(within(listed()[0]).getByRole('img', { name: 'Photo 1 of your answer' })).toBeTruthy();
    expect(textBox().value).toBe('');
    expect(nameField().value).toBe('');
    expect(consentBox().checked).toBe(false);
  });

  it('says exactly who keeps an answer that could not go, and lists it "Waiting to send"', async () => {
    const user = await openForm();
    await fillIn(user);
    await user.click(consentBox());
    vi.mocked(deliverAnswer).mockImplementation(async ({ id, ...payload }) => {
      records.set(id, { id, payload: { id, ...payload }, state: 'waiting', keeper: 'page' });
      return { saved: 'offline', by: 'outbox' };
    });
    await user.click(sendButton());
    expect(screen.getByRole('status').textContent).toBe(
      "You're offline. Your answer is saved on this device and will be sent the next time you open the discussion of a mains answer on this site while online.",
    );
    expect(await within(listed()[0]).findByText('Waiting to send')).toBeTruthy();
  });

  it('shows the web app’s refusal with its reason, lists nothing and keeps everything typed', async () => {
    const user = await openForm();
    await fillIn(user);
    await user.click(consentBox());
    vi.mocked(deliverAnswer).mockResolvedValue({ rejected: 'The academy does not take answers for review yet.' });
    await user.click(sendButton());
    expect(screen.getByRole('alert').textContent).toBe(
      'Your answer was not accepted: The academy does not take answers for review yet. Everything you typed is still here.',
    );
    expect(stored()).toEqual([]);
    expect(textBox().value).toBe('Article 200 gives four options.');
    expect(nameField().value).toBe('Ravi K.');
  });

  it('says so when storage is full, sends nothing, lists nothing and keeps everything typed', async () => {
    const user = await openForm();
    await fillIn(user);
    await user.click(consentBox());
    vi.mocked(keepAnswer).mockRejectedValue(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
    await user.click(sendButton());
    expect(screen.getByRole('alert').textContent).toContain(
      'Your browser storage is full, so your answer could not be kept to send.',
    );
    expect(deliverAnswer).not.toHaveBeenCalled();
    expect(stored()).toEqual([]);
    expect(textBox().value).toBe('Article 200 gives four options.');
  });

  it('takes at most 3 photos, and says which photo could not be read', async () => {
    const user = await openForm();
    await user.upload(screen.getByLabelText('Choose photos'), [
      photo('1.jpg'),
      photo('2.jpg'),
      photo('3.jpg'),
      photo('4.jpg'),
    ]);
    expect(screen.getByRole('alert').textContent).toBe('You can send at most 3 photos: the first 3 are kept.');
    expect(screen.getAllByRole('img', { name: /^Photo \d of your answer$/ })).toHaveLength(3);
    expect(screen.queryByLabelText('Choose photos')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    vi.mocked(compressPhoto).mockRejectedValue(new PhotoUnreadable());
    await user.upload(screen.getByLabelText('Choose photos'), photo('IMG_0001.heic'));
    expect(screen.getByRole('alert').textContent).toBe(
      'This photo’s format cannot be read here: take it as JPEG or choose another',
    );
    expect(screen.getAllByRole('img', { name: /^Photo \d of your answer$/ })).toHaveLength(2);
  });

  it('on a build that collects no answers says so, and the comment box still posts', async () => {
    vi.stubEnv('PUBLIC_ENQUIRY_ENDPOINT', '');
    const user = userEvent.setup();
    render(<CommentBox answerId="q1" />);
    await user.click(sendButton());
    expect(
      await screen.findByText(
        'Answers are not being collected for review on this version of the site. You can still post yours as a comment on this device.',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Only post a comment' }));
    await user.type(textBox(), 'Kept here');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(stored()).toEqual([{ text: 'Kept here', user: 'Current User', timestamp: expect.any(String) }]);
  });

  it('speaks Telugu on a Telugu page', async () => {
    const te = dictionary('te');
    const user = userEvent.setup();
    render(<CommentBox answerId="q1" wordLimit={250} {...stringsProp('te', 'comments')} />);
    await user.click(screen.getByRole('button', { name: te.comments.sendForReview }));
    expect(await screen.findByLabelText(te.answers.name)).toBeTruthy();
    expect(screen.getByText('0 / 250 పదాలు')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: te.answers.consentLabel })).toBeTruthy();
    expect(screen.getByRole('link', { name: te.answers.privacyLink }).getAttribute('href')).toBe('/te/privacy/');
  });
});

describe('a comment’s status', () => {
  const comment = (text: string, submissionId?: string) => ({
    text,
    user: 'Current User',
    timestamp: '2026-12-01T10:00:00.000Z',
    ...(submissionId && { submissionId }),
  });

  it('says where each sent answer is: reviewed (linked), waiting, refused with the reason; a plain comment says nothing', async () => {
    localStorage.setItem(
      'comments_q1',
      JSON.stringify([comment('Refused', 's3'), comment('Waiting', 's2'), comment('Reviewed', 's1'), comment('Plain')]),
    );
    const record = (id: string, fields: Partial<AnswerRecord>) =>
      records.set(id, { id, payload: { photos: [] } as unknown as AnswerRecord['payload'], state: 'sent', ...fields });
    record('s1', { state: 'sent' });
    record('s2', { state: 'waiting', keeper: 'worker' });
    record('s3', { state: 'refused', reason: 'Send at most 3 photos.' });
    render(
      <CommentBox
        answerId="q1"
        reviewed={['s1', 'other']}
        reviewedPath="/courses/upsc/mains-answer-writing/q1/reviewed/"
      />,
    );
    const [plain, reviewed, waiting, refused] = listed();
    const link = await within(reviewed).findByRole('link', { name: 'Reviewed — see below' });
    expect(link.getAttribute('href')).toBe('/courses/upsc/mains-answer-writing/q1/reviewed/#reviewed-s1');
    expect(await within(waiting).findByText('Waiting to send')).toBeTruthy();
    expect(await within(refused).findByText('Not accepted: Send at most 3 photos.')).toBeTruthy();
    expect(plain.textContent).not.toMatch(/Sent for review|Waiting|Reviewed|Not accepted/);
  });
});
