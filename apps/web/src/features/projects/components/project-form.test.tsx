import { completeProjectValues, EMPTY_PROJECT_VALUES, type ProjectCreateBody } from '@bil/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test-support/render-with-providers';
import { projectKeys } from '../api/project-keys';
import { checkNewProject, toFormValues, type FormValues } from '../project-form-values';
import { ProjectForm, type SubmitPlan } from './project-form';

/**
 * Issue 30, observation 5: the form keeps what a person typed. "-500", "12abc" and "20X6" stay on
 * screen and are refused with the import's and the API's message (a Mantine NumberInput used to turn
 * them into $500, $12 and 206 without a word); a blank total is worked out as BIL + state + local.
 */
function renderNewProjectForm(planSubmit: (values: FormValues) => SubmitPlan) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(projectKeys.airportOptions, [
    { airport_code: 'AAA', airport_name: 'Alpha Field', city: 'Alphaville', tdot_pm: 'Alice' },
  ]);
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <ProjectForm
        initialValues={toFormValues(EMPTY_PROJECT_VALUES)}
        submitLabel="Create Project"
        fixedTdotPm={null}
        planSubmit={planSubmit}
        onSaved={() => undefined}
        onCancel={() => undefined}
      />
    </QueryClientProvider>,
  );
}

const input = (label: string) => screen.getByLabelText<HTMLInputElement>(new RegExp(`^${label}`));

function type(label: string, text: string) {
  fireEvent.change(input(label), { target: { value: text } });
  fireEvent.blur(input(label));
}

describe('the project form keeps what was typed', { timeout: 30_000 }, () => {
  it('refuses "-500", "12abc" and "20X6" with a message and leaves the text as typed', () => {
    const planSubmit = vi.fn((values: FormValues): SubmitPlan => {
      const check = checkNewProject(values);
      return check.ok
        ? { kind: 'save', warnings: [], save: vi.fn() }
        : { kind: 'invalid', errors: check.errors };
    });
    renderNewProjectForm(planSubmit);

    type('BIL AIG amount', '-500');
    type('State amount', '12abc');
    type('Fiscal year', '20X6');
    expect(input('BIL AIG amount').value).toBe('-500');
    expect(input('State amount').value).toBe('12abc');
    expect(input('Fiscal year').value).toBe('20X6');
    expect(screen.getByText('BIL AIG amount cannot be negative')).toBeTruthy();
    expect(screen.getByText('State amount must be a number')).toBeTruthy();
    expect(screen.getByText('Fiscal year must be a whole number')).toBeTruthy();
    expect(input('Fiscal year').getAttribute('aria-invalid')).toBe('true');

    // Submitting says the same beside each field and in the summary; nothing is saved.
    fireEvent.click(screen.getByRole('button', { name: 'Create Project' }));
    const summary = screen.getByTestId('form-error-fields').textContent;
    expect(summary).toContain('BIL AIG amount: BIL AIG amount cannot be negative');
    expect(summary).toContain('State amount: State amount must be a number');
    expect(summary).toContain('Fiscal year: Fiscal year must be a whole number');

    // Fixing a field clears its message.
    type('Fiscal year', '2026');
    expect(screen.queryByText('Fiscal year must be a whole number')).toBeNull();
  });

  it('fills the total from the parts, and works out a total left blank', () => {
    const bodies: ProjectCreateBody[] = [];
    renderNewProjectForm((values) => {
      // The airport picker is a combobox; the airport is not what this test is about.
      const check = checkNewProject({ ...values, airport_code: 'AAA' });
      if (!check.ok) return { kind: 'invalid', errors: check.errors };
      bodies.push(check.body);
      return { kind: 'save', warnings: [], save: () => new Promise(() => undefined) };
    });
    type('Project title', 'Apron');
    type('BIL AIG amount', '1,000');
    type('State amount', '$250.50');
    type('Local amount', '49.5');
    // The total follows its parts (and says so in its description) until someone types their own.
    expect(input('Total amount').value).toBe('$1,300');
    expect(screen.getByText(/until you type your own; left blank, it is that sum/)).toBeTruthy();
    type('Total amount', '');
    fireEvent.click(screen.getByRole('button', { name: 'Create Project' }));
    expect(input('Total amount').value).toBe('');
    expect(bodies).toHaveLength(1);
    const [body] = bodies;
    expect(body?.total_amount).toBeNull();
    // What the server stores for that body (the same domain function the API and the import call).
    expect(body && completeProjectValues(body).total_amount).toBe(1300);
  });

  it('refuses a total below its parts with the message the server uses', () => {
    renderNewProjectForm((values) => {
      const check = checkNewProject({ ...values, airport_code: 'AAA' });
      return check.ok
        ? { kind: 'save', warnings: [], save: vi.fn() }
        : { kind: 'invalid', errors: check.errors };
    });
    type('Project title', 'Apron');
    type('BIL AIG amount', '1000');
    type('Total amount', '5');
    expect(screen.getByText(/less than its parts: it will be refused/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create Project' }));
    expect(
      screen.getAllByText(
        /Total amount \(\$5\) is less than the sum of its parts: BIL, state and local \(\$1,000\)/,
      ).length,
    ).toBeGreaterThan(0);
  });
});
