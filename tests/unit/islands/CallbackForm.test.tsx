// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import CallbackForm from '@/islands/CallbackForm';

const ENDPOINT = 'https://sheet.example/exec';
const filled = { name: 'Ravi Kumar', email: 'ravi@example.com', phone: '9123456780', course: 'bank-ssc' };

const field = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label);
const button = () => screen.getByRole('button');

async function fillAndSubmit() {
  const user = userEvent.setup();
  await user.type(field(/Full Name/), filled.name);
  await user.type(field(/Email Address/), filled.email);
  await user.type(field(/Phone Number/), filled.phone);
  await user.selectOptions(field(/Course/), filled.course);
  await user.click(button());
}

let alert: ReturnType<typeof vi.fn>;

beforeEach(() => {
  localStorage.clear();
  vi.stubEnv('PUBLIC_ENQUIRY_ENDPOINT', ENDPOINT);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(null)),
  );
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

  it('shows Submitting... while sending, then thanks the visitor, clears the fields and tells its listeners', async () => {
    const onSuccess = vi.fn();
    const onEvent = vi.fn();
    document.addEventListener('callback-success', onEvent);
    let release = () => {};
    vi.mocked(fetch).mockImplementation(() => new Promise((resolve) => (release = () => resolve(new Response(null)))));
    render(<CallbackForm onSuccess={onSuccess} />);
    await fillAndSubmit();
    expect(button().textContent).toBe('Submitting...');
    expect(button()).toHaveProperty('disabled', true);
    release();
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Thank you! We will get back to you soon.'));
    for (const label of [/Full Name/, /Email Address/, /Phone Number/, /Course/]) expect(field(label).value).toBe('');
    expect(onSuccess).toHaveBeenCalledOnce();
    expect(onEvent).toHaveBeenCalledOnce();
    expect(button().textContent).toBe('Request a Call Back');
    expect(JSON.parse(vi.mocked(fetch).mock.calls[0][1]!.body as string)).toEqual({ ...filled, message: '' });
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
    const onSuccess = vi.fn();
    render(<CallbackForm onSuccess={onSuccess} />);
    await fillAndSubmit();
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Something went wrong. Please try again.'));
    expect(field(/Phone Number/).value).toBe(filled.phone);
    expect(button()).toHaveProperty('disabled', false);
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('on a network failure saves the request for later instead of failing', async () => {
    vi.mocked(fetch).mockRejectedValue(new TypeError('Failed to fetch'));
    render(<CallbackForm />);
    await fillAndSubmit();
    await waitFor(() => expect(alert).toHaveBeenCalledWith(expect.stringMatching(/^We couldn't reach our server\./)));
    expect(JSON.parse(localStorage.getItem('enquiry_queue')!).items).toEqual([
      expect.objectContaining({ form: 'callback', payload: { ...filled, message: '' } }),
    ]);
    expect(field(/Full Name/).value).toBe('');
  });
});
