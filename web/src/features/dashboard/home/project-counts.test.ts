import { describe, expect, it } from 'vitest';
import { countProjects } from './project-counts';

describe('countProjects', () => {
  it('counts the drafts, and every category and status, naming those with none', () => {
    const counts = countProjects([
      { category: 'web-dev-project', status: 'Complete', published: true },
      { category: 'web-dev-project', status: 'In Complete', published: false },
      { category: 'python-project', status: 'Complete', published: true },
    ]);
    expect(counts).toEqual({
      total: 3,
      drafts: 1,
      byCategory: [
        { category: 'web-dev-project', label: 'Web Development', count: 2 },
        { category: 'app-dev-project', label: 'App Development', count: 0 },
        { category: 'python-project', label: 'Python', count: 1 },
      ],
      byStatus: [
        { status: 'In Complete', count: 1 },
        { status: 'Complete', count: 2 },
      ],
    });
  });
});
