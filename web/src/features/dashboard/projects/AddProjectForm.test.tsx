import { VALIDATION_MESSAGES as M } from '@portfolio/common';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { alertError, alertSuccess } from '@/lib/alerts';
import { ApiRequestError } from '@/lib/api-client';
import { createProject } from '@/features/dashboard/api/project-requests';
import { imageFile, sampleProject } from '@/features/dashboard/test-fixtures';
import { deferred } from '@/testing/deferred';
import {
  renderAt,
  field,
  type,
  choose,
  submit,
  fillValidProject,
  REQUIRED_MESSAGES,
} from './project-form-test-kit';

// Automocked: every export a vi.fn().
vi.mock('@/lib/alerts');
vi.mock('@/features/dashboard/api/project-requests');
vi.mock('@/features/dashboard/data/live-projects');

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

  it('shows every required message beside its field, and sends nothing', async () => {
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
    vi.mocked(createProject).mockImplementation((_values, _saveKey, onProgress) => {
      reportProgress = onProgress!;
      return saving.promise;
    });
    renderAt(paths.dashboardAddProject);
    fillValidProject();
    submit('Add Project');

    const dialog = await screen.findByRole('dialog', { name: 'Please Wait! Project is Uploading...' });
    expect(dialog).toHaveFocus();
    // Focus that falls to the page (a click on the backdrop) comes back.
    act(() => dialog.blur());
    await waitFor(() => expect(dialog).toHaveFocus());
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
