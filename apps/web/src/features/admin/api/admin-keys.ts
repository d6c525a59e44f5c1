/** Query keys of the admin screens; a change to an account refreshes every list that shows accounts. */
export const adminKeys = {
  all: ['admin'] as const,
  users: (params: { search: string; page: number; limit: number; approval?: string }) =>
    ['admin', 'users', params] as const,
  usersAll: ['admin', 'users'] as const,
  permissions: (params: { search: string; page: number; limit: number }) =>
    ['admin', 'permissions', params] as const,
  permissionsAll: ['admin', 'permissions'] as const,
  roleDefaults: ['admin', 'role-defaults'] as const,
  registration: ['admin', 'registration'] as const,
  auditLogs: (params: Record<string, string | number | undefined>) =>
    ['admin', 'audit-logs', params] as const,
  auditLogsAll: ['admin', 'audit-logs'] as const,
  outbox: (params: { page: number; limit: number }) => ['admin', 'outbox', params] as const,
  outboxAll: ['admin', 'outbox'] as const,
  jobs: ['admin', 'jobs'] as const,
  deadLetters: ['admin', 'jobs', 'dead-letters'] as const,
};
