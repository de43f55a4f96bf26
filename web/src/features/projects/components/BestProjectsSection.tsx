import { Link } from '@/components/links';
import { ArrowRightIcon } from '@/components/icons/ui-icons';
import { paths } from '@/config/paths';
import { texts } from '@/config/texts';
import { useBestProjects } from '@/features/projects/api/use-projects';
import { ProjectList } from './ProjectList';

export function BestProjectsSection() {
  const { state, retry } = useBestProjects();
  return (
    <section aria-labelledby="best-projects-title" className="bg-slate-50">
      <div className="section">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="best-projects-title" className="section-title">
            {texts.home.bestProjectsTitle}
          </h2>
          <Link to={paths.allProjects} className="btn-secondary">
            {texts.home.viewMore}
            <ArrowRightIcon />
          </Link>
        </div>
        <div className="mt-8">
          <ProjectList state={state} layout="home" headingLevel="h3" onRetry={retry} />
        </div>
      </div>
    </section>
  );
}
