// The owner's project form, filled as the owner fills it: by the labels a person reads.
import type { Page } from '@playwright/test';

/** The text and choice fields of a project; the files are each test's own. */
export interface ProjectFormEntry {
  title: string;
  purpose: string;
  /** The category as the list shows it, e.g. "Web Development". */
  category: string;
  type: string;
  status: 'Complete' | 'In Complete';
  startDate: string;
  /** Only a complete project has one. */
  endDate?: string;
  technologies: string;
  description: string;
}

/** Fills the project form's text and choice fields, in the order a person goes down the form. */
export async function fillProjectForm(page: Page, entry: ProjectFormEntry): Promise<void> {
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await field('Project Title').fill(entry.title);
  await field('Project Purpose').fill(entry.purpose);
  await field('Category').selectOption({ label: entry.category });
  await field('Type').selectOption(entry.type);
  await field('Status').selectOption(entry.status);
  await field('Start Date').fill(entry.startDate);
  if (entry.endDate !== undefined) await field('End Date').fill(entry.endDate);
  await field('Technologies (comma separated)').fill(entry.technologies);
  await field('Description').fill(entry.description);
}
