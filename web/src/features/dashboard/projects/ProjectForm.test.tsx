import { VALIDATION_MESSAGES as M } from '@portfolio/common';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { alertError, alertSuccess } from '../../../lib/alerts';
import { ApiRequestError } from '../../../lib/api-client';
import { createProject, updateProject } from '../api/project-requests';
import { useProjectForEdit } from '../data/live-projects';
import { imageFile, sampleProject, stubObjectUrls } from '../test-fixtures';
import { AddProjectPage } from './AddProjectPage';
import { EditProjectPage } from './EditProjectPage';
import type { ProjectFormValues } from './project-form-model';

vi.mock('../../../lib/alerts', () => ({
  alertSuccess: vi.fn(),
  alertError: vi.fn(),
  alertWarning: vi.fn(),
  confirmDanger: vi.fn(),
}));
vi.mock('../api/project-requests', () => ({
  createProject: vi.fn(),
  updateProject: vi.fn(),
  deleteProject: vi.fn(),
}));
vi.mock('../data/live-projects', () => ({ useProjectForEdit: vi.fn(), useDashboardProjects: vi.fn() }));

/** A promise the test settles when it wants, to look at the form while it is saving. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function renderAt(path: string) {
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

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const choose = (label: string, files: File[]) => fireEvent.change(field(label), { target: { files } });
const submit = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

function fillValidProject() {
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

const REQUIRED_MESSAGES = [
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

beforeEach(() => {
  vi.clearAllMocks();
  stubObjectUrls();
});

describe('the add project form', () => {
  it('names every input as the spec names the field, each with a visible label', () => {
    renderAt(paths.dashboardAddProject);
    type('Status', 'Complete');
    const labels: Record<string, string> = {
      title: 'Project Title',
      purpose: 'Project Purpose',
      category: 'Category',
      type: 'Type',
      status: 'Status',
      startDate: 'Start Date',
      endDate: 'End Date',
      technologies: 'Technologies (comma separated)',
      description: 'Description',
      image: 'Main Image',
      screenshots: 'Screenshots',
      liveLink: 'Live Link',
      githubClient: 'GitHub (Client)',
      githubServer: 'GitHub (Server)',
      video: 'Video (YouTube id or link)',
    };
    for (const [name, label] of Object.entries(labels)) {
      expect(field(label)).toHaveAttribute('name', name);
    }
    expect(field('Live Link')).toHaveAttribute('type', 'url');
    expect(field('Screenshots')).toHaveAttribute('multiple');
    expect(screen.queryByLabelText('Priority')).not.toBeInTheDocument();
  });

  it('offers the three categories, the three types and the two statuses', () => {
    renderAt(paths.dashboardAddProject);
    const optionsOf = (label: string) =>
      within(field(label))
        .getAllByRole('option')
        .slice(1)
        .map((option) => option.textContent);
    expect(optionsOf('Category')).toEqual(['Web Development', 'App Development', 'Python']);
    expect(optionsOf('Type')).toEqual(['Frontend', 'Backend', 'Full Stack']);
    expect(optionsOf('Status')).toEqual(['In Complete', 'Complete']);
  });

  it('In Complete shows only Start Date; Complete shows Start Date and End Date', () => {
    renderAt(paths.dashboardAddProject);
    expect(screen.queryByLabelText('End Date')).not.toBeInTheDocument();

    type('Status', 'In Complete');
    expect(field('Start Date')).toBeVisible();
    expect(screen.queryByLabelText('End Date')).not.toBeInTheDocument();

    type('Status', 'Complete');
    expect(field('Start Date')).toBeVisible();
    expect(field('End Date')).toBeVisible();

    type('End Date', '2025-03-01');
    type('Status', 'In Complete');
    expect(screen.queryByLabelText('End Date')).not.toBeInTheDocument();
    type('Status', 'Complete');
    expect(field('End Date')).toHaveValue('');
  });

  it('shows every required message of section 5 beside its field, and sends nothing', async () => {
    renderAt(paths.dashboardAddProject);
    submit('Add Project');
    for (const message of REQUIRED_MESSAGES) expect(await screen.findByText(message)).toBeVisible();
    expect(screen.getByText(M.titleRequired)).toHaveAttribute('id', 'project-title-error');
    expect(field('Project Title')).toHaveAttribute('aria-describedby', 'project-title-error');
    expect(screen.queryByText(M.endDateRequired)).not.toBeInTheDocument();

    type('Status', 'Complete');
    submit('Add Project');
    expect(await screen.findByText(M.endDateRequired)).toBeVisible();
    expect(createProject).not.toHaveBeenCalled();
  });

  it('refuses technologies that are only commas, and links that are not http(s)', async () => {
    renderAt(paths.dashboardAddProject);
    fillValidProject();
    type('Technologies (comma separated)', ' , ,');
    type('Live Link', 'javascript:alert(1)');
    submit('Add Project');
    expect(await screen.findByText(M.technologiesRequired)).toBeVisible();
    expect(screen.getByText(M.invalidUrl)).toBeVisible();
    expect(createProject).not.toHaveBeenCalled();
  });

  it('previews the chosen images, each removable before sending', async () => {
    renderAt(paths.dashboardAddProject);
    choose('Main Image', [imageFile('cover.png')]);
    choose('Screenshots', [imageFile('one.png'), imageFile('two.png')]);
    choose('Screenshots', [imageFile('three.png')]);

    expect(screen.getByRole('img', { name: 'Preview of cover.png' })).toHaveAttribute('src', 'blob:preview');
    const shots = screen.getByRole('list', { name: 'Chosen screenshots' });
    expect(
      within(shots)
        .getAllByRole('img')
        .map((image) => image.getAttribute('alt')),
    ).toEqual(['Preview of one.png', 'Preview of two.png', 'Preview of three.png']);

    fireEvent.click(within(shots).getByRole('button', { name: 'Remove two.png' }));
    expect(
      within(shots)
        .getAllByRole('img')
        .map((image) => image.getAttribute('alt')),
    ).toEqual(['Preview of one.png', 'Preview of three.png']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove cover.png' }));
    expect(screen.queryByRole('img', { name: 'Preview of cover.png' })).not.toBeInTheDocument();

    submit('Add Project');
    expect(await screen.findByText(M.mainImageRequired)).toBeVisible();
  });

  it('refuses a main image that is not JPEG, PNG, WebP or GIF', async () => {
    renderAt(paths.dashboardAddProject);
    fillValidProject();
    choose('Main Image', [imageFile('logo.svg', 'image/svg+xml')]);
    submit('Add Project');
    expect(await screen.findByText(M.imageType)).toBeVisible();
    expect(createProject).not.toHaveBeenCalled();
  });

  it('shows "Please Wait! Project is Uploading..." while saving, then clears the form, previews and status', async () => {
    const saving = deferred<Awaited<ReturnType<typeof createProject>>>();
    vi.mocked(createProject).mockReturnValue(saving.promise);
    renderAt(paths.dashboardAddProject);
    fillValidProject();
    choose('Screenshots', [imageFile('one.png'), imageFile('two.png')]);
    submit('Add Project');

    expect(await screen.findByText('Please Wait! Project is Uploading...')).toBeVisible();
    const sent = vi.mocked(createProject).mock.calls[0]![0];
    expect(sent).toMatchObject({
      title: 'Weather Board',
      status: 'In Complete',
      technologies: 'React, Vite',
    });
    expect(sent.image?.name).toBe('cover.png');
    expect(sent.screenshots.map((file) => file.name)).toEqual(['one.png', 'two.png']);

    saving.resolve(sampleProject());
    await waitFor(() => expect(alertSuccess).toHaveBeenCalledWith('Project Submitted Succesfully.'));
    await waitFor(() => expect(field('Project Title')).toHaveValue(''));
    expect(field('Status')).toHaveValue('');
    expect(field('Technologies (comma separated)')).toHaveValue('');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByText('Please Wait! Project is Uploading...')).not.toBeInTheDocument();
    expect(screen.queryByText(M.titleRequired)).not.toBeInTheDocument();
  });

  it('shows how far the files have gone up in a focused dialog, then that the server is at work', async () => {
    const saving = deferred<Awaited<ReturnType<typeof createProject>>>();
    let reportProgress: (progress: { sent: number; total: number }) => void = () => {};
    vi.mocked(createProject).mockImplementation((_values, onProgress) => {
      reportProgress = onProgress!;
      return saving.promise;
    });
    renderAt(paths.dashboardAddProject);
    fillValidProject();
    submit('Add Project');

    const dialog = await screen.findByRole('dialog', { name: 'Please Wait! Project is Uploading...' });
    expect(dialog).toHaveFocus();
    const bar = within(dialog).getByRole('progressbar', { name: 'Files uploaded' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    act(() => reportProgress({ sent: 420, total: 1000 }));
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Sending the files…');
    act(() => reportProgress({ sent: 1000, total: 1000 }));
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Files sent. The server is preparing the images…',
    );

    saving.resolve(sampleProject());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a failure says "Something went wrong!" and shows the API\'s messages beside their fields', async () => {
    vi.mocked(createProject).mockRejectedValue(
      new ApiRequestError(400, 'validation_failed', 'Some fields are invalid.', { image: M.imageUnreadable }),
    );
    renderAt(paths.dashboardAddProject);
    fillValidProject();
    submit('Add Project');

    await waitFor(() => expect(alertError).toHaveBeenCalledWith('Something went wrong!'));
    expect(await screen.findByText(M.imageUnreadable)).toHaveAttribute('id', 'project-image-error');
    expect(field('Project Title')).toHaveValue('Weather Board');
    expect(alertSuccess).not.toHaveBeenCalled();
  });

  it('leaves a refused session to the session-expiry popup', async () => {
    vi.mocked(createProject).mockRejectedValue(new ApiRequestError(401, 'unauthenticated', 'Sign in.'));
    renderAt(paths.dashboardAddProject);
    fillValidProject();
    submit('Add Project');
    await waitFor(() => expect(createProject).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Project' })).toBeEnabled());
    expect(alertError).not.toHaveBeenCalled();
  });
});

describe('the edit project form', () => {
  const project = sampleProject();
  const editPath = paths.dashboardUpdateProject(project._id);

  beforeEach(() => {
    vi.mocked(useProjectForEdit).mockReturnValue({ status: 'found', project });
  });

  it('starts from the project, with priority, the current main image and screenshots', () => {
    renderAt(editPath);
    expect(field('Project Title')).toHaveValue('Weather Board');
    expect(field('Category')).toHaveValue('web-dev-project');
    expect(field('Status')).toHaveValue('Complete');
    expect(field('End Date')).toHaveValue('2025-03-28');
    expect(field('Technologies (comma separated)')).toHaveValue('React, Vite');
    expect(field('Priority')).toHaveValue('3');
    expect(field('Priority')).toHaveAttribute('name', 'priority');
    expect(screen.getByRole('img', { name: 'Current main image' })).toHaveAttribute('src', project.image);
    expect(
      within(screen.getByRole('list', { name: 'Current screenshots' }))
        .getAllByRole('img')
        .map((image) => image.getAttribute('src')),
    ).toEqual(project.screenshots);
  });

  it('requires a priority ("priority is required") but not a new main image', async () => {
    renderAt(editPath);
    type('Priority', '');
    submit('Update Project');
    expect(await screen.findByText(M.priorityRequired)).toBeVisible();
    expect(screen.queryByText(M.mainImageRequired)).not.toBeInTheDocument();
    expect(updateProject).not.toHaveBeenCalled();
  });

  it('requires the main image when the project has none ("Main Image is required")', async () => {
    vi.mocked(useProjectForEdit).mockReturnValue({ status: 'found', project: { ...project, image: '' } });
    renderAt(editPath);
    submit('Update Project');
    expect(await screen.findByText(M.mainImageRequired)).toBeVisible();
  });

  it('shows "Please Wait! Project is Updating...", then "Project updated successfully!" and goes to My All Projects', async () => {
    const saving = deferred<number>();
    vi.mocked(updateProject).mockReturnValue(saving.promise);
    const router = renderAt(editPath);
    type('Priority', '1');
    type('Status', 'In Complete');
    submit('Update Project');

    expect(await screen.findByText('Please Wait! Project is Updating...')).toBeVisible();
    expect(updateProject).toHaveBeenCalledWith(
      project._id,
      expect.objectContaining<Partial<ProjectFormValues>>({
        priority: '1',
        status: 'In Complete',
        endDate: '',
      }),
      expect.any(Function),
    );
    saving.resolve(1);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.dashboardMyProjects));
    expect(alertSuccess).toHaveBeenCalledWith('Project updated successfully!');
  });

  it('sends the current screenshots that stay, and the new ones', async () => {
    vi.mocked(updateProject).mockResolvedValue(1);
    renderAt(editPath);
    const current = screen.getByRole('list', { name: 'Current screenshots' });
    fireEvent.click(within(current).getByRole('button', { name: 'Remove Screenshot 1' }));
    choose('Screenshots', [imageFile('new.png')]);
    submit('Update Project');
    await waitFor(() => expect(updateProject).toHaveBeenCalled());
    const sent = vi.mocked(updateProject).mock.calls[0]![1];
    expect(sent.keepScreenshots).toEqual([project.screenshots[1]]);
    expect(sent.screenshots.map((file) => file.name)).toEqual(['new.png']);
  });

  it('says "Failed to update project." when nothing was modified, and stays', async () => {
    vi.mocked(updateProject).mockResolvedValue(0);
    const router = renderAt(editPath);
    submit('Update Project');
    await waitFor(() => expect(alertError).toHaveBeenCalledWith('Failed to update project.'));
    expect(router.state.location.pathname).toBe(editPath);
    expect(alertSuccess).not.toHaveBeenCalled();
  });

  it('says "Something went wrong!" when the update fails', async () => {
    vi.mocked(updateProject).mockRejectedValue(new TypeError('Failed to fetch'));
    const router = renderAt(editPath);
    submit('Update Project');
    await waitFor(() => expect(alertError).toHaveBeenCalledWith('Something went wrong!'));
    expect(router.state.location.pathname).toBe(editPath);
  });

  it('shows a not-found state for an unknown id', () => {
    vi.mocked(useProjectForEdit).mockReturnValue({ status: 'not-found' });
    renderAt(paths.dashboardUpdateProject('no-such-project'));
    expect(screen.getByRole('heading', { name: 'Project not found.' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'My All Projects' })).toHaveAttribute(
      'href',
      paths.dashboardMyProjects,
    );
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
