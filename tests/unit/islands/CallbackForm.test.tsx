// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import CallbackForm from '@/islands/CallbackForm';
import { NOTICE_VERSION } from '@/lib/leads/lead-consent';
import { answer, confirm, confirmingFetch } from '../../support/enquiry-endpoint';

const ENDPOINT = 'https://sheet.example/exec';
/** The consent every lead carries: the notice's version, when the box was ticked, the page's language. */
const consent = { notice: NOTICE_VERSION, at: expect.stringMatching(/^\d{4}-\d\d-\d\dT[\d:.]+Z$/), lang: 'en' };
const filled = { name: 'Ravi Kumar', email: 'ravi@example.com', phone: '9123456780', course: 'bank-ssc' };

const field = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label);
const button = () => screen.getByRole('button');

async function fillAndSubmit() {
  const user = userEvent.setup();
  await user.type(field(/Full Name/), filled.name);
  await user.type(field(/Email Address/), filled.email);
  await user.type(field(/Phone Number/), filled.phone);
  await user.selectOptions(field(/Course/), filled.course);
  await user.click(screen.getByRole('checkbox'));
  await user.click(button());
}

let alert: ReturnType<typeof vi.fn>;

beforeEach(() => {
  localStorage.clear();
  vi.stubEnv('PUBLIC_ENQUIRY_ENDPOINT', ENDPOINT);
  vi.stubGlobal('fetch', confirmingFetch());
  alert = vi.fn();
  vi.stubGlobal('alert', alert);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('CallbackForm', () => {
  it('offers the call-back order, with its own label for the foundation course, and no message field', () => {
    render(<CallbackForm />);
    const options = within(field(/Course/)).getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((o) => [o.value, o.textContent])).toEqual([
      ['', 'Select a course'],
      ['iit', 'IIT-JEE'],
      ['neet', 'NEET'],
      ['upsc', 'UPSC'],
      ['appsc-groups', 'APPSC Groups'],
      ['tgpsc-groups', 'TGPSC Groups'],
      ['inter-ias', 'Inter+IAS'],
      ['degree-ias', 'Degree+IAS'],
      ['degree-college', 'Degree College'],
      ['junior-college', 'Junior College'],
      ['clat', 'CLAT'],
      ['judicial-services', 'Judicial Services'],
      ['bank-ssc', 'Bank & SSC'],
      ['6th-to-10th-foundation', '6th to 10th Foundation'],
    ]);
    expect(screen.queryByLabelText(/Message/)).toBeNull();
  });

  it.each([
    ['its course chosen on a course page', 'neet', 'neet'],
    ['no course chosen where the page has none', undefined, ''],
    ['no course chosen for a page whose course the form does not offer', 'appsc-tgpsc', ''],
  ])('opens with %s', async (_, course, chosen) => {
    render(<CallbackForm course={course} />);
    expect(field(/Course/).value).toBe(chosen);
    if (!chosen) return;
    const user = userEvent.setup();
    await user.type(field(/Full Name/), filled.name);
    await user.type(field(/Email Address/), filled.email);
    await user.type(field(/Phone Number/), filled.phone);
    await user.click(screen.getByRole('checkbox'));
    await user.click(button());
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Thank you! We will get back to you soon.'));
    expect(await (vi.mocked(fetch).mock.calls[0][0] as Request).json()).toMatchObject({ course: chosen });
  });

  it('shows Submitting... while sending, then thanks the visitor, clears the fields and tells its listeners', async () => {
    const onLeadKept = vi.fn();
    const onEvent = vi.fn();
    document.addEventListener('callback-success', onEvent);
    let release = () => {};
    vi.mocked(fetch).mockImplementation(
      (request) => new Promise((resolve) => (release = () => resolve(confirm(request)))),
    );
    render(<CallbackForm onLeadKept={onLeadKept} />);
    await fillAndSubmit();
    expect(button().textContent).toBe('Submitting...');
    expect(button()).toHaveProperty('disabled', true);
    release();
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Thank you! We will get back to you soon.'));
    for (const label of [/Full Name/, /Email Address/, /Phone Number/, /Course/]) expect(field(label).value).toBe('');
    expect(onLeadKept).toHaveBeenCalledOnce();
    expect(onEvent).toHaveBeenCalledOnce();
    expect(button().textContent).toBe('Request a Call Back');
    expect(await (vi.mocked(fetch).mock.calls[0][0] as Request).json()).toEqual({
      ...filled,
      id: expect.any(String),
      form: 'callback',
      message: '',
      consent,
    });
    document.removeEventListener('callback-success', onEvent);
  });

  it('alerts the failure and keeps the fields when it can neither send nor save', async () => {
    vi.mocked(fetch).mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('localStorage', {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
    });
    const onLeadKept = vi.fn();
    render(<CallbackForm onLeadKept={onLeadKept} />);
    await fillAndSubmit();
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Something went wrong. Please try again.'));
    expect(field(/Phone Number/).value).toBe(filled.phone);
    expect(button()).toHaveProperty('disabled', false);
    expect(onLeadKept).not.toHaveBeenCalled();
  });

  it('on a network failure saves the request for later instead of failing; the lead counts as kept', async () => {
    vi.mocked(fetch).mockRejectedValue(new TypeError('Failed to fetch'));
    const onLeadKept = vi.fn();
    render(<CallbackForm onLeadKept={onLeadKept} />);
    await fillAndSubmit();
    await waitFor(() => expect(alert).toHaveBeenCalledWith(expect.stringMatching(/^We couldn't reach our server\./)));
    expect(JSON.parse(localStorage.getItem('enquiry_queue')!).items).toEqual([
      expect.objectContaining({
        payload: { ...filled, id: expect.any(String), form: 'callback', consent, message: '' },
      }),
    ]);
    expect(field(/Full Name/).value).toBe('');
    expect(onLeadKept).toHaveBeenCalledOnce();
  });

  it('refused by the web app: shows its reason and keeps the fields; the lead is not kept (no PDF opens)', async () => {
    vi.mocked(fetch).mockImplementation(async () =>
      answer({ result: 'rejected', reason: 'Please enter a valid e-mail address.' }),
    );
    const onLeadKept = vi.fn();
    render(<CallbackForm onLeadKept={onLeadKept} />);
    await fillAndSubmit();
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith(
        'Your enquiry was not accepted: Please enter a valid e-mail address. Please correct it and submit again, or call Admissions on +91 91005 61234.',
      ),
    );
    expect(field(/Email Address/).value).toBe(filled.email);
    expect(localStorage.getItem('enquiry_queue')).toBeNull();
    expect(onLeadKept).not.toHaveBeenCalled();
  });

  it('without an endpoint: says nothing is collected, keeps the fields, and the lead still counts as kept', async () => {
    vi.stubEnv('PUBLIC_ENQUIRY_ENDPOINT', '');
    const onLeadKept = vi.fn();
    render(<CallbackForm onLeadKept={onLeadKept} />);
    await fillAndSubmit();
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith(
        'Enquiries are not being collected on this version of the site. Please call our Admissions team on +91 91005 61234.',
      ),
    );
    expect(field(/Phone Number/).value).toBe(filled.phone);
    expect(onLeadKept).toHaveBeenCalledOnce();
    expect(fetch).not.toHaveBeenCalled();
  });
});
