import type {
  Aircraft,
  AircraftBody,
  AircraftPatch,
  ChargeBackReport,
  FlightLogBody,
  FlightServicesOverview,
  Trip,
  TripAssignmentBody,
  TripDecisionBody,
  TripRequestBody,
} from '@bil/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPatch, apiPost } from '@/lib/api-client';

export const flightKeys = {
  all: ['flight-services'] as const,
  overview: ['flight-services', 'overview'] as const,
  report: (from: string, to: string) => ['flight-services', 'report', from, to] as const,
};

/** GET /api/flight-services: aircraft, trips and abilities. */
export function useFlightServices() {
  return useQuery({
    queryKey: flightKeys.overview,
    queryFn: ({ signal }) => apiGet<FlightServicesOverview>('/api/flight-services', { signal }),
  });
}

/** GET /api/flight-services/reports/charge-back for months [from, to]. */
export function useChargeBackReport(from: string, to: string) {
  return useQuery({
    queryKey: flightKeys.report(from, to),
    queryFn: ({ signal }) =>
      apiGet<ChargeBackReport>(
        `/api/flight-services/reports/charge-back?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
        { signal },
      ),
    enabled: from !== '' && to !== '' && from <= to,
  });
}

function useFlightMutation<Variables, Result>(send: (variables: Variables) => Promise<Result>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => client.invalidateQueries({ queryKey: flightKeys.all }),
  });
}

const tripPath = (id: string, action: string) =>
  `/api/flight-services/trips/${encodeURIComponent(id)}/${action}` as const;

export const useRequestTrip = () =>
  useFlightMutation((body: TripRequestBody) => apiPost<Trip>('/api/flight-services/trips', body));
export const useDecideTrip = () =>
  useFlightMutation(({ id, ...body }: TripDecisionBody & { id: string }) =>
    apiPost<Trip>(tripPath(id, 'decision'), body),
  );
export const useAssignTrip = () =>
  useFlightMutation(({ id, ...body }: TripAssignmentBody & { id: string }) =>
    apiPost<Trip>(tripPath(id, 'assignment'), body),
  );
export const useWithdrawTrip = () =>
  useFlightMutation((id: string) => apiPost<Trip>(tripPath(id, 'withdraw'), {}));
export const useLogFlight = () =>
  useFlightMutation(({ id, ...body }: FlightLogBody & { id: string }) =>
    apiPost<Trip>(tripPath(id, 'flight-log'), body),
  );
export const useCreateAircraft = () =>
  useFlightMutation((body: AircraftBody) => apiPost<Aircraft>('/api/flight-services/aircraft', body));
export const useChangeAircraft = () =>
  useFlightMutation(({ id, ...patch }: AircraftPatch & { id: string }) =>
    apiPatch<Aircraft>(`/api/flight-services/aircraft/${encodeURIComponent(id)}`, patch),
  );
