// The accounts area's public face: other areas and app.ts import only what is exported here.
export { adminRoutes } from './admin.routes';
export { meRoutes } from './me.routes';
export { settingsPublicRoutes } from './settings-public.routes';
export { findAuthUserIdByEmail, findPersonNames } from './user-accounts.repository';
export { deleteUserSessions, updateAuthUser } from './admin-users.repository';
export { getRoleDefaultFlags } from './role-defaults.service';
export { createAccount } from './accounts.service';
export { accountsRegistration } from './registration-port';
