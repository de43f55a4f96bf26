import { Link } from 'react-router-dom';
import { Loader } from '../../components/Loader';
import { paths } from '../../config/paths';
import { dashboardTexts } from '../../config/dashboard-texts';
import { useDocumentTitle } from '../../lib/document-title';
import { useContactMessages } from './data/live-messages';
import { useDashboardProjects } from './data/live-projects';
import { countProjects, type ProjectCounts } from './project-counts';

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div className="stat rounded-lg p-4">
      <dt className="text-sm">{label}</dt>
      <dd className="text-2xl font-bold">{value}</dd>
    </div>
  );
}

/** /dashboard: the counts at a glance, and the way to every dashboard page. */
export function DashboardHomePage() {
  useDocumentTitle('Dashboard');
  const projects = useDashboardProjects();
  const messages = useContactMessages();

  const unread = messages.status === 'success' ? messages.data.filter((message) => !message.read).length : 0;

  return (
    <section aria-labelledby="dashboard-title" className="grid gap-6">
      <h1 id="dashboard-title">Dashboard</h1>

      {projects.status === 'loading' || messages.status === 'loading' ? (
        <Loader label="Loading the counts" />
      ) : null}
      {projects.status === 'error' || messages.status === 'error' ? (
        <p className="form-error" role="alert">
          {dashboardTexts.listFailed}
        </p>
      ) : null}

      {projects.status === 'success' ? <ProjectStats counts={countProjects(projects.data)} /> : null}
      {messages.status === 'success' ? (
        <section aria-labelledby="message-stats-title">
          <h2 id="message-stats-title">Messages</h2>
          <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
            <Stat label="Unread messages" value={unread} />
            <Stat label="All messages" value={messages.data.length} />
          </dl>
        </section>
      ) : null}

      <nav aria-label="Dashboard shortcuts" className="flex flex-wrap gap-3">
        <Link to={paths.dashboardAddProject} className="button">
          Add a project
        </Link>
        <Link to={paths.dashboardMyProjects} className="button button-secondary">
          See all projects
        </Link>
        <Link to={paths.dashboardMessages} className="button button-secondary">
          Read the messages
        </Link>
      </nav>
    </section>
  );
}

function ProjectStats({ counts }: { counts: ProjectCounts }) {
  return (
    <section aria-labelledby="project-stats-title">
      <h2 id="project-stats-title">Projects</h2>
      <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
        <Stat label="All projects" value={counts.total} />
        {counts.byCategory.map(({ category, label, count }) => (
          <Stat key={category} label={label} value={count} />
        ))}
        {counts.byStatus.map(({ status, count }) => (
          <Stat key={status} label={status} value={count} />
        ))}
      </dl>
    </section>
  );
}
