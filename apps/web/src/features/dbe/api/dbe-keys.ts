import type { ContractListQuery } from '@bil/domain';

/** TanStack Query keys of the DBE feature. */
export const dbeKeys = {
  all: ['dbe'] as const,
  contracts: (filter: ContractListQuery) => ['dbe', 'contracts', filter] as const,
  firms: ['dbe', 'firms'] as const,
  projectOptions: (limit?: number) => ['dbe', 'project-options', limit ?? 'all'] as const,
  report: (fiscalYear: number) => ['dbe', 'report', fiscalYear] as const,
  reportVersion: (fiscalYear: number, version: number) =>
    ['dbe', 'report', fiscalYear, 'version', version] as const,
  analytics: ['dbe', 'analytics'] as const,
};
