import type { Project } from '@portfolio/common';
import { apiRequest } from '@/lib/api-client';
import { apiUpload, type UploadProgress } from '@/lib/api-upload';
import { projectFormData, type ProjectFormValues } from '@/features/dashboard/projects/project-form-model';
import { publicationRequested } from '@/features/dashboard/publication/publication-watch';

/**
 * POST /projects: the spec counts the add as a success when the answer carries data. `saveKey` names this one
 * project across retries (Idempotency-Key): a retry of a save that was stored answers the stored project.
 */
export async function createProject(
  values: ProjectFormValues,
  saveKey: string,
  onProgress?: (progress: UploadProgress) => void,
): Promise<Project | undefined> {
  const { data } = await apiUpload<{ data?: Project }>('/projects', {
    method: 'POST',
    form: projectFormData(values, 'add'),
    headers: { 'Idempotency-Key': saveKey },
    onProgress,
  });
  if (data) publicationRequested();
  return data;
}

/** PUT /projects/{id}: how many projects changed (0 when the form changed nothing). */
export async function updateProject(
  projectId: string,
  values: ProjectFormValues,
  onProgress?: (progress: UploadProgress) => void,
): Promise<number> {
  const { result } = await apiUpload<{ result?: { modifiedCount?: number } }>(
    `/projects/${encodeURIComponent(projectId)}`,
    { method: 'PUT', form: projectFormData(values, 'edit'), onProgress },
  );
  const modified = result?.modifiedCount ?? 0;
  if (modified) publicationRequested();
  return modified;
}

/** PATCH /projects/{id}: publishes a draft or takes a project back to draft. */
export async function setProjectPublished(projectId: string, published: boolean): Promise<void> {
  await apiRequest(`/projects/${encodeURIComponent(projectId)}`, { method: 'PATCH', json: { published } });
  publicationRequested();
}

/** DELETE /projects/{id}: the API removes the project's images from Storage too. */
export async function deleteProject(projectId: string): Promise<void> {
  await apiRequest(`/projects/${encodeURIComponent(projectId)}`, { method: 'DELETE' });
  publicationRequested();
}

/** PUT /projects/order: every project's id, most important first; the API stores priorities 1..n. */
export async function saveProjectOrder(projectIds: readonly string[]): Promise<void> {
  await apiRequest('/projects/order', { method: 'PUT', json: { ids: projectIds } });
  publicationRequested();
}
