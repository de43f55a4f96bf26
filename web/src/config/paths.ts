/** Every route of the app, in one place (spec section 2). */
export const paths = {
  home: '/',
  services: '/services',
  about: '/about',
  contact: '/want',
  projects: (category: string) => `/projects/${category}`,
  project: (id: string) => `/project/${id}`,
  signIn: '/signIn',
  signUp: '/signUp',
  profile: '/profile',
  dashboard: '/dashboard',
  dashboardAddProject: '/dashboard/add-project',
  dashboardMyProjects: '/dashboard/my-projects',
  dashboardUpdateProject: (projectId: string) => `/dashboard/update-projects/${projectId}`,
  dashboardMessages: '/dashboard/messages',
  forbidden: '/forbidden',
} as const;
