import type {
  DiscrepancyCreateInput,
  InspectionCreateInput,
  InspectionDetail,
  InspectionList,
  InspectionSettingsBody,
} from '@bil/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recordApi, type RecordListParams } from '@/components/record-list';
import { apiPut } from '@/lib/api-client';

export type InspectionListParams = RecordListParams & {
  category?: string;
  show?: string;
};

const inspections = recordApi<InspectionList, InspectionDetail, InspectionListParams>({
  path: '/api/gci/inspections',
  listKey: ['gci', 'inspections'],
  detailKey: ['gci', 'inspection'],
  idOf: (detail) => detail.inspection.id,
  alsoStale: [['gci', 'airport-summary']],
});

export const useInspectionList = inspections.useList;
export const fetchAllInspections = inspections.fetchAll;
export const useInspectionDetail = inspections.useDetail;

export const useSaveInspection = (id: string | null) =>
  inspections.useSave<Partial<InspectionCreateInput>>(id);

export const useDeleteInspection = (id: string) => inspections.useDelete(id);

export const useSaveDiscrepancy = (inspectionId: string) =>
  inspections.useDetailChange(({ id, body }: { id: string | null; body: Partial<DiscrepancyCreateInput> }) =>
    inspections.saveChild(inspectionId, 'discrepancies', id, body),
  );

export const useDeleteDiscrepancy = (inspectionId: string) =>
  inspections.useDeleteChild(inspectionId, 'discrepancies');

/** The airport's inspection settings: the open inspection and the list refetch. */
export function useSaveInspectionSettings(airportCode: string, inspectionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: InspectionSettingsBody) =>
      apiPut<InspectionSettingsBody>(`/api/gci/airports/${airportCode}/inspection-settings`, body),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: inspections.keys.detail(inspectionId) });
      await client.invalidateQueries({ queryKey: ['gci', 'inspections'] });
    },
  });
}
