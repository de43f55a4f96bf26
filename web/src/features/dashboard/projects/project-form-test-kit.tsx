import { VALIDATION_MESSAGES as M } from '@portfolio/common';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { paths } from '@/config/paths';
import { imageFile, stubObjectUrls } from '@/features/dashboard/test-fixtures';
import { beforeEach, vi } from 'vitest';
import { AddProjectPage } from './AddProjectPage';
import { EditProjectPage } from './EditProjectPage';

// What the add and edit form suites share: the pages behind a memory router, and the ways a user fills the form.

// Every test starts with fresh mocks and object URLs.
beforeEach(() => {
  vi.clearAllMocks();
  stubObjectUrls();
});

export function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: paths.dashboardAddProject, element: <AddProjectPage /> },
      { path: paths.dashboardUpdateProject(':projectId'), element: <EditProjectPage /> },
      { path: paths.dashboardMyProjects, element: <h1>My All Projects</h1> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

export const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
export const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
export const choose = (label: string, files: File[]) => fireEvent.change(field(label), { target: { files } });
export const submit = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

export function fillValidProject() {
  type('Project Title', 'Weather Board');
  type('Project Purpose', 'Plan trips around the rain.');
  type('Category', 'web-dev-project');
  type('Type', 'Frontend');
  type('Status', 'In Complete');
  type('Start Date', '2025-01-06');
  type('Technologies (comma separated)', 'React, Vite');
  type('Description', 'Forecasts for the week.');
  choose('Main Image', [imageFile('cover.png')]);
}

export const REQUIRED_MESSAGES = [
  M.titleRequired,
  M.purposeRequired,
  M.categoryRequired,
  M.typeRequired,
  M.statusRequired,
  M.startDateRequired,
  M.technologiesRequired,
  M.descriptionRequired,
  M.mainImageRequired,
];
