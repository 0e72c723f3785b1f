// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import PdfListing from '@/islands/PdfListing';
import { dictionary, stringsProp } from '@/i18n';
import type { PdfCard } from '@/lib/content/pdf-listing';
import { confirmingFetch } from '../../support/enquiry-endpoint';

const cards: PdfCard[] = [
  {
    id: '1',
    title: 'Monthly - October',
    category: 'Monthly Magazine',
    date: { text: 'November 2, 2026', iso: '2026-11-02' },
    thumbnail: { src: '/cover.jpg', width: 480, height: 640 },
    url: 'https://cdn.example/oct.pdf',
  },
  {
    id: '2',
    title: 'Yojana - October',
    category: 'Yojana Summary',
    date: { text: 'October 20, 2026', iso: '2026-10-20' },
    url: 'https://cdn.example/yojana.pdf',
  },
  { id: '3', title: 'Weekly - Week 2', category: 'Weekly Compilation', url: null },
  { id: '4', title: 'Monthly - September', category: 'Monthly Magazine', url: 'https://cdn.example/sep.pdf' },
];

const cardTitles = () => screen.queryAllByTestId('pdf-card').map((c) => within(c).getByRole('heading').textContent);
const downloadButton = (title: string) =>
  within(screen.getAllByTestId('pdf-card').find((c) => c.textContent?.includes(title))!).getByRole('button', {
    name: 'Download PDF',
  });

beforeEach(() => {
  localStorage.clear();
  vi.stubEnv('PUBLIC_ENQUIRY_ENDPOINT', 'https://sheet.example/exec');
  vi.stubGlobal('fetch', confirmingFetch());
  vi.stubGlobal('alert', vi.fn());
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('PdfListing', () => {
  const covered = [1, 2, 3].map((n) => ({ ...cards[0], id: `c${n}`, title: `Cover ${n}` }));
  const covers = () =>
    screen.getAllByTestId('pdf-card').map((c) => {
      const img = c.querySelector('img')!;
      return [img.getAttribute('loading'), img.getAttribute('fetchpriority')];
    });

  it.each([
    [
      'lower on a page: every cover lazy',
      false,
      [
        ['lazy', null],
        ['lazy', null],
        ['lazy', null],
      ],
    ],
    [
      'in the first screen: the first two eager, the first at high priority',
      true,
      [
        ['eager', 'high'],
        ['eager', null],
        ['lazy', null],
      ],
    ],
  ])('covers load %s', (_, priority, expected) => {
    render(<PdfListing cards={covered} priority={priority} />);
    expect(covers()).toEqual(expected);
  });

  it('shows the default title, each card with category, date and thumbnail, and a sorted category dropdown', () => {
    render(<PdfListing cards={cards} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Current Affairs PDFs');
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(cardTitles()).toEqual(['Monthly - October', 'Yojana - October', 'Weekly - Week 2', 'Monthly - September']);
    const first = screen.getAllByTestId('pdf-card')[0];
    expect(first.textContent).toContain('Monthly Magazine');
    expect(within(first).getByText('November 2, 2026').getAttribute('datetime')).toBe('2026-11-02');
    expect(first.querySelector('img')!.getAttribute('src')).toBe('/cover.jpg');
    const options = within(screen.getByLabelText('Category')).getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((o) => [o.value, o.textContent])).toEqual([
      ['all', 'All categories'],
      ['Monthly Magazine', 'Monthly Magazine'],
      ['Weekly Compilation', 'Weekly Compilation'],
      ['Yojana Summary', 'Yojana Summary'],
    ]);
  });

  it('filters by category and back to all', async () => {
    const user = userEvent.setup();
    render(<PdfListing cards={cards} title="UPSC PDFs" headingLevel={1} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('UPSC PDFs');
    // The cards' titles are one level below the listing's.
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(4);
    await user.selectOptions(screen.getByLabelText('Category'), 'Monthly Magazine');
    expect(cardTitles()).toEqual(['Monthly - October', 'Monthly - September']);
    await user.selectOptions(screen.getByLabelText('Category'), 'all');
    expect(cardTitles()).toHaveLength(4);
  });

  it('shows the empty state without PDFs', () => {
    render(<PdfListing cards={[]} />);
    expect(screen.getByText('No PDFs found')).toBeTruthy();
    expect(
      screen.getByText('There are no PDFs available at the moment. Please check back later or contact support.'),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Category')).toBeNull();
  });

  it('shows the error state with Try Again reloading the page', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    render(<PdfListing cards={cards} failed />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Error loading PDFs');
    expect(alert.textContent).toContain('Failed to load PDFs. Please try again later.');
    expect(screen.queryAllByTestId('pdf-card')).toHaveLength(0);
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('without a file url shows a disabled "PDF coming soon" and no Download button', () => {
    render(<PdfListing cards={cards} />);
    const weekly = screen.getAllByTestId('pdf-card').find((c) => c.textContent?.includes('Weekly - Week 2'))!;
    expect(within(weekly).queryByRole('button', { name: 'Download PDF' })).toBeNull();
    expect(within(weekly).getByRole('button', { name: 'PDF coming soon' })).toHaveProperty('disabled', true);
    expect(screen.getAllByRole('button', { name: 'Download PDF' })).toHaveLength(3);
  });

  it('Download PDF opens the form in a modal; its close button closes it', async () => {
    const user = userEvent.setup();
    render(<PdfListing cards={cards} />);
    await user.click(downloadButton('Yojana - October'));
    const dialog = screen.getByRole('dialog', { name: 'Download Yojana - October' });
    expect(within(dialog).getByText('Please fill out the form to download the PDF.')).toBeTruthy();
    expect(within(dialog).getByLabelText(/Full Name/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  async function submitLeadForm(title: string) {
    const user = userEvent.setup();
    render(<PdfListing cards={cards} />);
    await user.click(downloadButton(title));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Full Name/), 'Ravi Kumar');
    await user.type(within(dialog).getByLabelText(/Email Address/), 'ravi@example.com');
    await user.type(within(dialog).getByLabelText(/Phone Number/), '9123456780');
    await user.selectOptions(within(dialog).getByLabelText(/Course/), 'upsc');
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Submit and Download' }));
    return { user, dialog };
  }

  it('after the form succeeds the modal closes and the PDF opens in a new tab', async () => {
    const tab = { opener: window } as unknown as Window;
    const open = vi.fn(() => tab);
    vi.stubGlobal('open', open);
    await submitLeadForm('Monthly - October');
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://cdn.example/oct.pdf', '_blank'));
    expect(tab.opener).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('when the browser blocks the tab, the modal offers "Open the PDF", which opens it and closes the modal', async () => {
    vi.stubGlobal(
      'open',
      vi.fn(() => null),
    );
    const { user, dialog } = await submitLeadForm('Yojana - October');
    const link = await within(dialog).findByRole('link', { name: 'Open the PDF' });
    expect(link.getAttribute('href')).toBe('https://cdn.example/yojana.pdf');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
    await waitFor(() => expect(document.activeElement).toBe(link));
    expect(within(dialog).queryByLabelText(/Full Name/)).toBeNull();
    link.addEventListener('click', (e) => e.preventDefault()); // happy-dom would navigate
    await user.click(link);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('PdfListing in Telugu', () => {
  const te = dictionary('te');
  const renderTe = () => render(<PdfListing cards={cards} {...stringsProp('te', 'pdf', 'forms', 'validation')} />);

  it('names the listing, the dropdown and the buttons in Telugu', () => {
    renderTe();
    expect(screen.getByRole('heading', { level: 2, name: te.pdf.title })).toBeTruthy();
    expect(within(screen.getByLabelText(te.pdf.category)).getAllByRole('option')[0].textContent).toBe(
      te.pdf.allCategories,
    );
    expect(screen.getAllByRole('button', { name: te.pdf.download })).toHaveLength(3);
    expect(screen.getByRole('button', { name: te.pdf.comingSoon })).toHaveProperty('disabled', true);
  });

  it('marks the editors’ English categories as English, in the cards and the dropdown', () => {
    renderTe();
    const [all, ...categories] = within(screen.getByLabelText(te.pdf.category)).getAllByRole('option');
    expect(all.getAttribute('lang')).toBeNull();
    expect(categories.map((o) => o.getAttribute('lang'))).toEqual(categories.map(() => 'en'));
    const badges = screen.getAllByText(categories[0].textContent!, { selector: 'p' });
    expect(badges.map((b) => b.getAttribute('lang'))).toEqual(badges.map(() => 'en'));
  });

  it('opens a Telugu lead form whose empty required field is refused in Telugu', async () => {
    const user = userEvent.setup();
    renderTe();
    await user.click(screen.getAllByRole('button', { name: te.pdf.download })[1]);
    const dialog = screen.getByRole('dialog', { name: 'Yojana - October డౌన్‌లోడ్' });
    expect(within(dialog).getByText(te.pdf.fillForm)).toBeTruthy();
    const name = within(dialog).getByLabelText<HTMLInputElement>(new RegExp(te.forms.fullName));
    expect(within(dialog).getByRole('button', { name: te.pdf.submitAndDownload })).toBeTruthy();
    expect(name.checkValidity()).toBe(false);
    expect(name.validationMessage).toBe(te.validation.required);
    await user.click(within(dialog).getByRole('button', { name: te.pdf.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the empty and error states in Telugu', () => {
    const { unmount } = render(<PdfListing cards={[]} {...stringsProp('te', 'pdf', 'forms', 'validation')} />);
    expect(screen.getByText(te.pdf.emptyTitle)).toBeTruthy();
    unmount();
    render(<PdfListing cards={[]} failed {...stringsProp('te', 'pdf', 'forms', 'validation')} />);
    expect(within(screen.getByRole('alert')).getByRole('button', { name: te.pdf.tryAgain })).toBeTruthy();
  });
});
