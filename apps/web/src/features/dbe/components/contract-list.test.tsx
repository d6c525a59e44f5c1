import type { DbeContract } from '@bil/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test-support/render-with-providers';
import { ContractList } from './contract-list';

function contract(index: number): DbeContract {
  return {
    id: `contract-${index}`,
    projectId: 'project-1',
    projectTitle: 'Runway 4-22 rehabilitation',
    grantNumber: '3-47-0001-001-2025',
    airportCode: 'BNA',
    airportPm: 'Pat Example',
    contractNumber: `BNA-2025-${String(index).padStart(2, '0')}`,
    title: 'Runway rehabilitation',
    primeFirmId: 'firm-1',
    primeFirmName: 'Prime Paving',
    awardDate: '2024-11-15',
    fiscalYear: 2025,
    federalShare: 1_000_000,
    goalPct: 10,
    goalDriven: true,
    completedDate: null,
    participationNeeded: null,
    status: 'active',
    version: 1,
    commitments: [],
    payments: [],
    totals: {
      committed: 0,
      dbeCommitted: 0,
      primeOwnWork: 0,
      dbePaid: 0,
      primePaid: 0,
      goalAmount: 100_000,
      attainmentPct: 0,
    },
    warnings: [],
    abilities: { read: true, create: false, update: false, delete: false },
  };
}

describe('ContractList', () => {
  it('draws the first screenful of a page with the figures and the rest of the page right after', async () => {
    const page = Array.from({ length: 50 }, (_, index) => contract(index + 1));
    renderWithProviders(<ContractList contracts={page} openIds={[]} onOpenChange={() => undefined} />);
    expect(screen.getAllByTestId('contract-item')).toHaveLength(10);
    expect(screen.getByText('BNA-2025-01')).toBeTruthy();
    expect(screen.queryByText('BNA-2025-11')).toBeNull();
    await waitFor(() => {
      expect(screen.getAllByTestId('contract-item')).toHaveLength(50);
    });
    expect(screen.getByText('BNA-2025-50')).toBeTruthy();
  });
});
