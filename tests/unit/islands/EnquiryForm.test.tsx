// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dictionary, stringsProp } from '@/i18n';
import { NOTICE_VERSION } from '@/lib/leads/lead-consent';
import { answer, confirm, confirmingFetch } from '../../support/enquiry-endpoint';

const ENDPOINT = 'https://sheet.example/exec';
/** The consent every lead carries: the notice's version, when the box was ticked, the page's language. */
const consent = { notice: NOTICE_VERSION, at: expect.stringMatching(/^\d{4}-\d\d-\d\dT[\d:.]+Z$/), lang: 'en' };
const filled = {
  name: 'Asha Rani',
  email: 'asha@example.com',
  phone: '9876543210',
  course: 'neet',
  message: 'Is there a hostel?',
};

const field = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label);
const button = () => screen.getByRole('button');
const sentBody = () => (vi.mocked(fetch).mock.calls[0][0] as Request).json();

async function fillAndSubmit() {
  const user = userEvent.setup();
  await user.type(field(/Full Name/), filled.name);
  await user.type(field(/Email Address/), filled.email);
  await user.type(field(/Phone Number/), filled.phone);
  await user.selectOptions(field(/Course/), filled.course);
  await user.type(field(/Message/), filled.message);
  await user.click(screen.getByRole('checkbox'));
  await user.click(button());
}

/** A fetch held in flight until the test releases it. */
function holdFetch() {
  let release = () => {};
  vi.mocked(fetch).mockImplementation(
    (request) => new Promise((resolve) => (release = () => resolve(confirm(request)))),
  );
  return () => release();
}

/** Plays reCAPTCHA's api.js without the network: catches its injection and "loads" it. */
function fakeRecaptcha(execute: (key: string, o: { action: string }) => Promise<string>) {
  const injected: string[] = [];
  vi.spyOn(document.head, 'append').mockImplementation((node) => {
    const script = node as HTMLScriptElement;
    injected.push(script.src);
    vi.stubGlobal('grecaptcha', { ready: (cb: () => void) => cb(), execute });
    queueMicrotask(() => script.onload?.(new Event('load')));
  });
  return injected;
}

let EnquiryForm: (typeof import('@/islands/EnquiryForm'))['default'];
let flushQueue: (typeof import('@/lib/leads/enquiry-queue'))['flushQueue'];
let alert: ReturnType<typeof vi.fn>;
let assign: ReturnType<typeof vi.spyOn>;

beforeEach(async () => {
  // A fresh module graph per test: the reCAPTCHA loader remembers a loaded script.
  localStorage.clear();
  vi.resetModules();
  EnquiryForm = (await import('@/islands/EnquiryForm')).default;
  ({ flushQueue } = await import('@/lib/leads/enquiry-queue'));
  vi.stubEnv('PUBLIC_ENQUIRY_ENDPOINT', ENDPOINT);
  vi.stubEnv('PUBLIC_RECAPTCHA_SITE_KEY', '');
  vi.stubGlobal('fetch', confirmingFetch());
  alert = vi.fn();
  vi.stubGlobal('alert', alert);
  assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('EnquiryForm', () => {
  it('offers the 13 courses after "Select a course", in the /register order and labels', () => {
    render(<EnquiryForm />);
    const options = within(field(/Course/)).getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((o) => o.textContent)).toEqual([
      'Select a course',
      'UPSC',
      'APPSC Groups',
      'TGPSC Groups',
      'IIT-JEE',
      'NEET',
      'CLAT',
      'Inter+IAS',
      'Degree+IAS',
      'Judicial Services',
      'Bank & SSC',
      'Degree College',
      'Junior College',
      '6th-10th Class Foundation',
    ]);
    expect(options[0].value).toBe('');
  });

  it.each([
    [/Full Name/, { required: true, type: 'text', autocomplete: 'name' }],
    [/Email Address/, { required: true, type: 'email', autocomplete: 'email' }],
    // type=text: the 10-digit national number (autocomplete tel-national) is a text field in HTML's autofill table.
    [
      /Phone Number/,
      {
        required: true,
        type: 'text',
        autocomplete: 'tel-national',
        pattern: '[0-9]{10}',
        inputmode: 'numeric',
        maxlength: '10',
      },
    ],
    [/Course/, { required: true }],
    [/Message/, { required: false, rows: '4', maxlength: '2000' }],
  ])('%s is validated by the browser: %j', (label, expected) => {
    render(<EnquiryForm />);
    const { required, ...attributes } = expected;
    const el = field(label);
    expect(el.required).toBe(required);
    for (const [name, value] of Object.entries(attributes)) expect(el.getAttribute(name)).toBe(value);
  });

  it('gives the phone field a hint and prefixes ids so two forms can share a page', () => {
    render(<EnquiryForm idPrefix="home" />);
    expect(field(/Phone Number/).title).toMatch(/10-digit/);
    expect(field(/Full Name/).id).toBe('home-name');
  });

  it('shows Submitting... on a disabled button while sending, then alerts success and goes home', async () => {
    render(<EnquiryForm />);
    const release = holdFetch();
    await fillAndSubmit();
    expect(button()).toHaveProperty('disabled', true);
    expect(button().textContent).toBe('Submitting...');
    release();
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith("Registration submitted successfully! We'll contact you soon."),
    );
    expect(assign).toHaveBeenCalledWith('/');
    expect(await sentBody()).toEqual({
      ...filled,
      id: expect.any(String),
      form: 'enquiry',
      consent,
      recaptchaToken: '',
    });
  });

  it('loads reCAPTCHA on first focus, not before, and sends a register_form token', async () => {
    vi.stubEnv('PUBLIC_RECAPTCHA_SITE_KEY', 'site-key');
    const execute = vi.fn(async () => 'token-1');
    const injected = fakeRecaptcha(execute);
    render(<EnquiryForm />);
    expect(injected).toEqual([]);
    await fillAndSubmit();
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith("Registration submitted successfully! We'll contact you soon."),
    );
    expect(injected).toEqual(['https://www.google.com/recaptcha/api.js?render=site-key']);
    expect(execute).toHaveBeenCalledWith('site-key', { action: 'register_form' });
    expect(await sentBody()).toEqual({
      ...filled,
      id: expect.any(String),
      form: 'enquiry',
      consent,
      recaptchaToken: 'token-1',
    });
  });

  it.each([
    [
      'the enquiry can be neither sent nor saved',
      () => {
        vi.mocked(fetch).mockRejectedValue(new TypeError('Failed to fetch'));
        vi.stubGlobal('localStorage', {
          getItem: () => null,
          setItem: () => {
            throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
          },
        });
      },
    ],
    [
      'reCAPTCHA fails',
      () => {
        vi.stubEnv('PUBLIC_RECAPTCHA_SITE_KEY', 'site-key');
        fakeRecaptcha(async () => Promise.reject(new Error('reCAPTCHA error')));
      },
    ],
  ])('alerts the failure and keeps the form when %s', async (_, arrange) => {
    arrange();
    render(<EnquiryForm />);
    await fillAndSubmit();
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith('There was an error submitting your registration. Please try again.'),
    );
    expect(field(/Full Name/).value).toBe(filled.name);
    expect(field(/Course/).value).toBe(filled.course);
    expect(button()).toHaveProperty('disabled', false);
    expect(button().textContent).toBe('Submit Enquiry');
    expect(assign).not.toHaveBeenCalled();
  });

  it('offline: saves the enquiry, says so, and clears the form', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<EnquiryForm />);
    await fillAndSubmit();
    const queued =
      "You're offline. Your enquiry is saved on this device and will be sent the next time you open this site while online — or call Admissions on +91 91005 61234.";
    await waitFor(() => expect(alert).toHaveBeenCalledWith(queued));
    expect(screen.getByRole('status').textContent).toBe(queued);
    expect(within(screen.getByRole('status')).getByRole('link', { name: '+91 91005 61234' })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('enquiry_queue')!).items).toEqual([
      expect.objectContaining({
        payload: { ...filled, id: expect.any(String), form: 'enquiry', consent, recaptchaToken: '' },
      }),
    ]);
    expect(field(/Full Name/).value).toBe('');
    expect(fetch).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();

    // Back online, the outbox sends it (here, not the form): the form reads the outbox and its notice goes.
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    await flushQueue();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(''));
  });

  it('online but the endpoint cannot be reached: says so, saves it and clears the form', async () => {
    vi.mocked(fetch).mockRejectedValue(new TypeError('Failed to fetch'));
    render(<EnquiryForm />);
    await fillAndSubmit();
    const saved =
      "We couldn't reach our server. Your enquiry is saved on this device and will be sent the next time you open this site while online — or call Admissions on +91 91005 61234.";
    await waitFor(() => expect(alert).toHaveBeenCalledWith(saved));
    expect(screen.getByRole('status').textContent).toBe(saved);
    expect(JSON.parse(localStorage.getItem('enquiry_queue')!)).toMatchObject({
      items: [
        expect.objectContaining({
          payload: { ...filled, id: expect.any(String), form: 'enquiry', consent, recaptchaToken: '' },
        }),
      ],
      failures: 1,
    });
    expect(field(/Full Name/).value).toBe('');
  });

  it('online but the web app answers an error: says it did not confirm the enquiry, saves it and clears the form', async () => {
    vi.mocked(fetch).mockImplementation(async () => answer({ result: 'error', error: 'Lock timeout' }));
    render(<EnquiryForm />);
    await fillAndSubmit();
    const saved =
      'Our server did not confirm that it received your enquiry. Your enquiry is saved on this device and will be sent the next time you open this site while online — or call Admissions on +91 91005 61234.';
    await waitFor(() => expect(alert).toHaveBeenCalledWith(saved));
    expect(screen.getByRole('status').textContent).toBe(saved);
    expect(JSON.parse(localStorage.getItem('enquiry_queue')!).items).toHaveLength(1);
    expect(field(/Full Name/).value).toBe('');
    expect(assign).not.toHaveBeenCalled();
  });

  it('refused by the web app: shows its reason, saves nothing and keeps every field for the visitor to correct', async () => {
    vi.mocked(fetch).mockImplementation(async () =>
      answer({ result: 'rejected', reason: 'Please choose a course from the list.' }),
    );
    render(<EnquiryForm />);
    await fillAndSubmit();
    const refused =
      'Your enquiry was not accepted: Please choose a course from the list. Please correct it and submit again, or call Admissions on +91 91005 61234.';
    await waitFor(() => expect(alert).toHaveBeenCalledWith(refused));
    expect(screen.getByRole('status').textContent).toBe(refused);
    expect(localStorage.getItem('enquiry_queue')).toBeNull();
    expect(
      [field(/Full Name/), field(/Email Address/), field(/Phone Number/), field(/Course/), field(/Message/)].map(
        (f) => f.value,
      ),
    ).toEqual(Object.values(filled));
    expect(button()).toHaveProperty('disabled', false);
    expect(assign).not.toHaveBeenCalled();
  });

  it('refuses a name of spaces as the browser refuses an empty one: nothing is sent', async () => {
    render(<EnquiryForm />);
    const user = userEvent.setup();
    await user.type(field(/Full Name/), '   ');
    await user.type(field(/Email Address/), filled.email);
    await user.type(field(/Phone Number/), filled.phone);
    await user.selectOptions(field(/Course/), filled.course);
    await user.click(button());
    expect(field(/Full Name/).validity.valueMissing).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('with Background Sync: hands it to the service worker and says it goes even if the page is closed', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const postMessage = vi.fn((_: unknown, [port]: MessagePort[]) => port.postMessage(true));
    vi.stubGlobal('SyncManager', class {});
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { controller: { postMessage } } });
    try {
      render(<EnquiryForm />);
      await fillAndSubmit();
      const saved =
        "You're offline. Your enquiry is saved on this device and will be sent automatically, even if you close this page.";
      await waitFor(() => expect(alert).toHaveBeenCalledWith(saved));
      expect(screen.getByRole('status').textContent).toBe(saved);
      expect(postMessage.mock.calls[0][0]).toMatchObject({ type: 'QUEUE_ENQUIRY', payload: { form: 'enquiry' } });
      expect(localStorage.getItem('enquiry_queue')).toBeNull();
      expect(field(/Full Name/).value).toBe('');
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });

  it('without an endpoint: sends nothing, points to the Admissions number and keeps the form', async () => {
    vi.stubEnv('PUBLIC_ENQUIRY_ENDPOINT', '');
    render(<EnquiryForm />);
    await fillAndSubmit();
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith(
        'Enquiries are not being collected on this version of the site. Please call our Admissions team on +91 91005 61234.',
      ),
    );
    expect(within(screen.getByRole('status')).getByRole('link', { name: '+91 91005 61234' }).getAttribute('href')).toBe(
      'tel:+919100561234',
    );
    expect(field(/Email Address/).value).toBe(filled.email);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('records form_start once, on the first input', async () => {
    vi.stubEnv('PUBLIC_GTM_ID', 'GTM-TEST');
    window.dataLayer = [];
    render(<EnquiryForm />);
    await userEvent.setup().type(field(/Full Name/), 'Asha');
    expect(window.dataLayer.filter((e) => (e as { event: string }).event === 'form_start')).toEqual([
      expect.objectContaining({ form: 'enquiry' }),
    ]);
  });
});

describe('EnquiryForm in Telugu', () => {
  const te = dictionary('te');
  const renderTe = () => render(<EnquiryForm {...stringsProp('te', 'forms', 'validation')} />);

  it('labels its fields, options and button in Telugu', () => {
    renderTe();
    for (const label of [te.forms.fullName, te.forms.email, te.forms.phone, te.forms.course]) {
      expect(screen.getByLabelText(new RegExp(label))).toBeTruthy();
    }
    expect(screen.getByLabelText(new RegExp(te.forms.message)).getAttribute('placeholder')).toBe(
      te.forms.messagePlaceholder,
    );
    expect(screen.getByText(te.forms.optional)).toBeTruthy();
    expect(within(field(new RegExp(te.forms.course))).getAllByRole('option')[0].textContent).toBe(
      te.forms.selectCourse,
    );
    expect(button().textContent).toBe(te.forms.enquirySubmit);
    expect(screen.queryByText(/Full Name|Submit Enquiry/)).toBeNull();
  });

  it.each([
    ['an empty name', te.forms.fullName, '', te.validation.required],
    ['no course chosen', te.forms.course, '', te.validation.chooseCourse],
    ['a phone number with letters', te.forms.phone, '98765abcde', te.validation.badPhone],
    ['an e-mail without @', te.forms.email, 'asha.example.com', te.validation.badEmail],
  ])('says what is wrong in Telugu: %s', async (_, label, value, message) => {
    renderTe();
    const el = field(new RegExp(label));
    if (value) await userEvent.setup().type(el, value);
    expect(el.checkValidity()).toBe(false);
    expect(el.validationMessage).toBe(message);
  });

  it('clears its message as the visitor types, so a filled field is valid again', async () => {
    renderTe();
    const name = field(new RegExp(te.forms.fullName));
    expect(name.checkValidity()).toBe(false);
    await userEvent.setup().type(name, 'Asha');
    expect(name.checkValidity()).toBe(true);
    expect(name.validationMessage).toBe('');
  });

  it('leaves the messages to the browser on English pages', () => {
    render(<EnquiryForm />);
    const name = field(/Full Name/);
    name.checkValidity();
    expect(name.validationMessage).not.toBe(te.validation.required);
    expect(name.validity.customError).toBe(false);
  });

  it('alerts success in Telugu and goes to the Telugu home', async () => {
    renderTe();
    const user = userEvent.setup();
    await user.type(field(new RegExp(te.forms.fullName)), filled.name);
    await user.type(field(new RegExp(te.forms.email)), filled.email);
    await user.type(field(new RegExp(te.forms.phone)), filled.phone);
    await user.selectOptions(field(new RegExp(te.forms.course)), filled.course);
    await user.click(screen.getByRole('checkbox', { name: te.forms.consentLabel }));
    await user.click(button());
    await waitFor(() => expect(alert).toHaveBeenCalledWith(te.forms.enquirySuccess));
    expect(assign).toHaveBeenCalledWith('/te/');
  });
});
