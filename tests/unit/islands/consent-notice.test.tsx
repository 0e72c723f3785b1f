// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import CallbackForm from '@/islands/CallbackForm';
import PrivacyRequestForm from '@/islands/PrivacyRequestForm';
import { grievanceOfficer } from '@/data/privacy';
import { dictionary, stringsProp } from '@/i18n';
import { fill } from '@/i18n/template';
import { NOTICE_VERSION, RETENTION_DAYS } from '@/lib/leads/lead-consent';
import { answer, confirmingFetch } from '../../support/enquiry-endpoint';

// The notice and consent box every form that sends a visitor's details shows before its button.
const ENDPOINT = 'https://sheet.example/exec';
const en = dictionary('en');
const te = dictionary('te');
const MISSING = en.forms.consentMissing;

const field = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label);
const box = () => screen.getByRole('checkbox');
const sent = async (call = 0) => (vi.mocked(fetch).mock.calls[call][0] as Request).json();

async function fillCallback(user = userEvent.setup()) {
  await user.type(field(/Full Name/), 'Ravi Kumar');
  await user.type(field(/Email Address/), 'ravi@example.com');
  await user.type(field(/Phone Number/), '9123456780');
  await user.selectOptions(field(/Course/), 'upsc');
  return user;
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
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('the consent notice on a lead form', () => {
  it('says what is collected, why and for how long, links the privacy page, and starts unticked', () => {
    render(<CallbackForm />);
    const notice = document.getElementById(box().getAttribute('aria-describedby')!)!;
    expect(notice.textContent).toBe(
      fill(en.forms.notice, { academy: 'Akshara Academy', days: RETENTION_DAYS, privacy: 'privacy notice' }),
    );
    expect(notice.textContent).toContain(`deleted after ${RETENTION_DAYS} days`);
    expect(within(notice).getByRole('link', { name: 'privacy notice' }).getAttribute('href')).toBe('/privacy/');
    expect(screen.getByRole('checkbox', { name: en.forms.consentLabel })).toHaveProperty('checked', false);
    // Before the button, so it is read first.
    const form = box().closest('form')!;
    const order = [...form.querySelectorAll('input, button')];
    expect(order.indexOf(box())).toBeLessThan(order.indexOf(screen.getByRole('button')));
  });

  it('unticked: sends nothing, says so at the box and keeps everything typed', async () => {
    render(<CallbackForm />);
    const user = await fillCallback();
    await user.click(screen.getByRole('button', { name: 'Request a Call Back' }));
    expect(screen.getByRole('alert').textContent).toBe(MISSING);
    expect(box().getAttribute('aria-invalid')).toBe('true');
    expect(box().getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id);
    expect(document.activeElement).toBe(box());
    expect(fetch).not.toHaveBeenCalled();
    expect(alert).not.toHaveBeenCalled();
    expect(localStorage.getItem('enquiry_queue')).toBeNull();
    expect(field(/Full Name/).value).toBe('Ravi Kumar');
    expect(field(/Phone Number/).value).toBe('9123456780');
    expect(field(/Course/).value).toBe('upsc');

    // Ticked, the message goes and the same details are sent.
    await user.click(box());
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Request a Call Back' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    expect(await sent()).toMatchObject({ name: 'Ravi Kumar', phone: '9123456780', course: 'upsc' });
  });

  it('ticked: the lead carries the notice version, the time of the tick and the page language', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-02T09:30:00.000Z'));
    render(<CallbackForm {...stringsProp('te', 'forms', 'validation')} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(new RegExp(te.forms.fullName)), 'లక్ష్మి');
    await user.type(screen.getByLabelText(new RegExp(te.forms.email)), 'lakshmi@example.com');
    await user.type(screen.getByLabelText(new RegExp(te.forms.phone)), '9876543210');
    await user.selectOptions(screen.getByLabelText(new RegExp(te.forms.course)), 'upsc');
    await user.click(screen.getByRole('checkbox', { name: te.forms.consentLabel }));
    vi.setSystemTime(new Date('2026-12-02T09:31:00.000Z'));
    await user.click(screen.getByRole('button', { name: te.forms.callbackSubmit }));
    await waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    expect((await sent()).consent).toEqual({ notice: NOTICE_VERSION, at: '2026-12-02T09:30:00.000Z', lang: 'te' });
  });

  it('in Telugu: the notice, its link to the Telugu privacy page and the message', async () => {
    render(<CallbackForm {...stringsProp('te', 'forms', 'validation')} />);
    expect(screen.getByRole('link', { name: te.forms.privacyLink }).getAttribute('href')).toBe('/te/privacy/');
    expect(document.getElementById(box().getAttribute('aria-describedby')!)!.textContent).toContain(
      `${RETENTION_DAYS} రోజుల`,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(new RegExp(te.forms.fullName)), 'లక్ష్మి');
    await user.type(screen.getByLabelText(new RegExp(te.forms.email)), 'lakshmi@example.com');
    await user.type(screen.getByLabelText(new RegExp(te.forms.phone)), '9876543210');
    await user.selectOptions(screen.getByLabelText(new RegExp(te.forms.course)), 'upsc');
    await user.click(screen.getByRole('button', { name: te.forms.callbackSubmit }));
    expect(screen.getByRole('alert').textContent).toBe(te.forms.consentMissing);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('the privacy request form', () => {
  async function fillRequest(request = 'erasure') {
    const user = userEvent.setup();
    await user.selectOptions(field(/What would you like to do/), request);
    await user.type(field(/Full Name/), 'Asha Rani');
    await user.type(field(/Email Address/), 'asha@example.com');
    await user.type(field(/Details/), 'The enquiry I sent in March');
    return user;
  }
  const send = () => screen.getByRole('button', { name: 'Send request' });

  it('offers the four requests and sends one as its own kind, with the consent', async () => {
    render(<PrivacyRequestForm />);
    expect(
      within(field(/What would you like to do/))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['See the details you hold about me', 'Correct my details', 'Erase my details', 'Withdraw my consent']);
    const user = await fillRequest('withdrawal');
    await user.click(box());
    await user.click(send());
    await waitFor(() => expect(screen.getByRole('status').textContent).not.toBe(''));
    expect(await sent()).toEqual({
      kind: 'privacy',
      id: expect.any(String),
      request: 'withdrawal',
      name: 'Asha Rani',
      email: 'asha@example.com',
      phone: '',
      details: 'The enquiry I sent in March',
      consent: { notice: NOTICE_VERSION, at: expect.any(String), lang: 'en' },
    });
    // Received, not done.
    expect(screen.getByRole('status').textContent).toBe(
      'Your request has been received. Nothing has been changed yet: the academy will answer you by e-mail at asha@example.com.',
    );
    expect(field(/Full Name/).value).toBe('');
  });

  it('unticked: sends nothing and says so at the box', async () => {
    render(<PrivacyRequestForm />);
    const user = await fillRequest();
    await user.click(send());
    expect(screen.getByRole('alert').textContent).toBe(MISSING);
    expect(fetch).not.toHaveBeenCalled();
    expect(field(/Full Name/).value).toBe('Asha Rani');
  });

  it.each([
    ['no answer', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['an error answer', () => Promise.resolve(answer({ result: 'error', error: 'Lock timeout' }))],
  ])('on %s: says it was not received, with whom to write to, and keeps what was typed', async (_, reply) => {
    vi.mocked(fetch).mockImplementation(reply);
    render(<PrivacyRequestForm />);
    const user = await fillRequest();
    await user.click(box());
    await user.click(send());
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        `Your request could not be sent, so it has not been received. Please try again, or write to our grievance officer at ${grievanceOfficer.email}.`,
      ),
    );
    expect(field(/Full Name/).value).toBe('Asha Rani');
    expect(send()).toHaveProperty('disabled', false);
  });

  it('without an endpoint: says requests are not collected and where to write', async () => {
    vi.stubEnv('PUBLIC_ENQUIRY_ENDPOINT', '');
    render(<PrivacyRequestForm />);
    const user = await fillRequest();
    await user.click(box());
    await user.click(send());
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain(grievanceOfficer.email));
    expect(screen.getByRole('status').textContent).toMatch(/^Requests are not collected/);
    expect(fetch).not.toHaveBeenCalled();
  });
});
