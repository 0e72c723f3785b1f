// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorBoundary, withErrorBoundary } from '@/islands/ErrorBoundary';
import { dictionary, stringsProp } from '@/i18n';

function Crashing(): never {
  throw new Error('props.testimonials is undefined');
}

function Healthy({ greeting }: { greeting: string }) {
  return <p>{greeting}</p>;
}

afterEach(cleanup);

describe('ErrorBoundary', () => {
  it('shows the Application Error view with the error in its details when a child throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ErrorBoundary>
        <Crashing />
      </ErrorBoundary>,
    );
    const view = screen.getByRole('alert');
    expect(view.textContent).toContain('Application Error');
    expect(view.textContent).toContain('Something went wrong while loading the application.');
    expect(screen.getByText('Details')).toBeTruthy();
    expect(view.querySelector('details pre')?.textContent).toBe('props.testimonials is undefined');
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeTruthy();
  });

  it('shows what was thrown when it is not an Error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const ThrowsString = () => {
      throw 'bad props';
    };
    render(
      <ErrorBoundary>
        <ThrowsString />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert').querySelector('details pre')?.textContent).toBe('bad props');
  });

  it('reloads the page from Reload Page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    render(
      <ErrorBoundary>
        <Crashing />
      </ErrorBoundary>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reload Page' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});

describe('withErrorBoundary', () => {
  it('renders a healthy island normally, with its props', () => {
    const Island = withErrorBoundary(Healthy);
    render(<Island greeting="Welcome to Akshara" />);
    expect(screen.getByText('Welcome to Akshara')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('contains a crash to the island it wraps', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Island = withErrorBoundary(Crashing);
    render(
      <main>
        <h1>Testimonials</h1>
        <Island />
      </main>,
    );
    expect(screen.getByRole('heading', { name: 'Testimonials' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Application Error');
    expect(Island.displayName).toBe('WithErrorBoundary(Crashing)');
  });
});

describe('the error view in Telugu', () => {
  it('takes the crash section of the island’s strings', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const te = dictionary('te').crash;
    const Island = withErrorBoundary((_: { strings?: unknown }) => Crashing());
    render(<Island {...stringsProp('te', 'quiz')} />);
    const view = screen.getByRole('alert');
    expect(view.querySelector('h2')?.textContent).toBe(te.title);
    expect(view.textContent).toContain(te.text);
    expect(screen.getByText(te.details)).toBeTruthy();
    expect(screen.getByRole('button', { name: te.reload })).toBeTruthy();
  });
});
