import type { RegistrationSetting } from '@bil/domain';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** GET /api/settings/registration (public): the registration form says what the mode means before anyone registers. */
export function useRegistrationSetting() {
  return useQuery({
    queryKey: ['settings', 'registration'] as const,
    queryFn: ({ signal }) => apiGet<RegistrationSetting>('/api/settings/registration', { signal }),
    staleTime: 60_000,
  });
}
