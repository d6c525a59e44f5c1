import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test-support/render-with-providers';
import { ErrorBoundary } from './error-boundary';

const failure = { shouldThrow: true, error: new Error('Projects could not be drawn') as unknown };

function Flaky() {
  if (failure.shouldThrow) throw failure.error;
  return <p>Screen content</p>;
}

describe('ErrorBoundary', () => {
  beforeEach(() => {
    failure.shouldThrow = true;
    failure.error = new Error('Projects could not be drawn');
    // React reports caught render errors on the console; keep the test output readable.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("shows 'Error in {component}' with the error's message", () => {
    renderWithProviders(
      <ErrorBoundary component="Project List">
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Error in Project List')).toBeTruthy();
    expect(screen.getByText('Projects could not be drawn')).toBeTruthy();
  });

  it("falls back to 'An unexpected error occurred' when the error has no message", () => {
    failure.error = new Error('');
    renderWithProviders(
      <ErrorBoundary component="Dashboard">
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByText('An unexpected error occurred')).toBeTruthy();
  });

  it("'Try Again' renders the screen again", () => {
    renderWithProviders(
      <ErrorBoundary component="Dashboard">
        <Flaky />
      </ErrorBoundary>,
    );
    failure.shouldThrow = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('Screen content')).toBeTruthy();
    expect(screen.queryByText('Error in Dashboard')).toBeNull();
  });

  it('clears the error when the reset key changes', () => {
    const view = renderWithProviders(
      <ErrorBoundary component="Dashboard" resetKey="/a">
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Error in Dashboard')).toBeTruthy();
    failure.shouldThrow = false;
    view.rerender(
      <ErrorBoundary component="Dashboard" resetKey="/b">
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Screen content')).toBeTruthy();
  });
});
