/** Roles: `user` by default, `admin` the one privileged value, carried by the custom claim `role`. */
export const ROLES = { user: 'user', admin: 'admin' } as const;
export type Role = (typeof ROLES)[keyof typeof ROLES];
export const DEFAULT_ROLE: Role = ROLES.user;
export const ROLE_CLAIM = 'role';
