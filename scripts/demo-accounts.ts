import { ROLES, type Role } from '@portfolio/common';

/** The seeded accounts: part of the public interface, documented in the README. */
export interface DemoAccount {
  email: string;
  password: string;
  name: string;
  role: Role;
}

export const OWNER_ACCOUNT: DemoAccount = {
  email: 'owner@portfolio.test',
  password: 'Owner2026',
  name: 'Portfolio Owner',
  role: ROLES.admin,
};

export const VISITOR_ACCOUNT: DemoAccount = {
  email: 'visitor@portfolio.test',
  password: 'Visitor2026',
  name: 'Visitor',
  role: ROLES.user,
};

export const DEMO_ACCOUNTS = [OWNER_ACCOUNT, VISITOR_ACCOUNT];
