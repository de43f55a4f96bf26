import { ProjectsPage } from '@/features/projects/ProjectsPage';
import { useProjectFilter } from '@/features/projects/filters/use-project-filter';
import { MatchingPosts } from '@/features/writing/components/MatchingPosts';

/** `/projects/{category}`: the projects, and below them the posts the same search finds. */
export function ProjectsSearchPage() {
  const { filter } = useProjectFilter();
  return (
    <>
      <ProjectsPage />
      <MatchingPosts query={filter.query} />
    </>
  );
}
