import type { DbeReportAnswer, DbeReportSnapshot, ReportSubmitBody } from '@bil/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '@/lib/api-client';
import { dbeKeys } from './dbe-keys';

/** GET /api/dbe/reports/{fiscalYear}: the draft computed now, its cross-checks and the submitted versions. */
export function useDbeReport(fiscalYear: number) {
  return useQuery({
    queryKey: dbeKeys.report(fiscalYear),
    queryFn: ({ signal }) => apiGet<DbeReportAnswer>(`/api/dbe/reports/${fiscalYear}`, { signal }),
  });
}

/** A submitted (locked) version; none asked for while `version` is null. */
export function useDbeReportVersion(fiscalYear: number, version: number | null) {
  return useQuery({
    queryKey: dbeKeys.reportVersion(fiscalYear, version ?? 0),
    queryFn: ({ signal }) =>
      apiGet<DbeReportSnapshot>(`/api/dbe/reports/${fiscalYear}/versions/${version ?? 0}`, { signal }),
    enabled: version !== null,
    staleTime: Infinity, // a submitted version never changes
  });
}

export function useSubmitDbeReport(fiscalYear: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReportSubmitBody) =>
      apiPost<DbeReportAnswer>(`/api/dbe/reports/${fiscalYear}/submissions`, body),
    onSuccess: (answer) => {
      client.setQueryData(dbeKeys.report(fiscalYear), answer);
    },
  });
}

/** The printable form (server-rendered PDF) of the draft or of a submitted version. */
export const dbeReportPdfUrl = (fiscalYear: number, version: number | null) =>
  `/api/dbe/reports/${fiscalYear}/form.pdf${version === null ? '' : `?version=${version}`}`;
