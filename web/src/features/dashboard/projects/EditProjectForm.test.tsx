import { VALIDATION_MESSAGES as M } from '@portfolio/common';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { alertError, alertSuccess } from '@/lib/alerts';
import { ApiRequestError } from '@/lib/api-client';
import { updateProject } from '@/features/dashboard/api/project-requests';
import { useProjectForEdit } from '@/features/dashboard/data/live-projects';
import { imageFile, sampleProject } from '@/features/dashboard/test-fixtures';
import type { ProjectFormValues } from './project-form-model';
import { deferred } from '@/testing/deferred';
import { renderAt, field, type, choose, submit } from './project-form-test-kit';

// Automocked: every export a vi.fn().
vi.mock('@/lib/alerts');
vi.mock('@/features/dashboard/api/project-requests');
vi.mock('@/features/dashboard/data/live-projects');

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

  it('names the version it was filled from, and says so when the project changed elsewhere meanwhile', async () => {
    vi.mocked(updateProject).mockRejectedValue(new ApiRequestError(409, 'conflict', M.changedElsewhere));
    const router = renderAt(editPath);
    submit('Update Project');
    await waitFor(() => expect(alertError).toHaveBeenCalledWith('Something went wrong!', M.changedElsewhere));
    expect(vi.mocked(updateProject).mock.calls[0]![1].updatedAt).toBe(project.updatedAt);
    expect(router.state.location.pathname).toBe(editPath);
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
