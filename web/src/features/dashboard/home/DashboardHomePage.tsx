import { Link } from '@/components/links';
import { FolderIcon, InboxIcon, PencilIcon, PlusIcon } from '@/components/icons/dashboard-icons';
import { MailIcon } from '@/components/icons/ui-icons';
import { Loader } from '@/components/Loader';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/document-title';
import { useContactMessages } from '@/features/dashboard/data/live-messages';
import { useDashboardProjects } from '@/features/dashboard/data/live-projects';
import { DashboardPage } from '@/features/dashboard/DashboardPage';
import { DraftsPanel } from './DraftsPanel';
import { ExportButton } from './ExportButton';
import { LatestMessages } from './LatestMessages';
import { countProjects } from './project-counts';
import { ProjectBreakdowns, StatCard } from './StatCards';
import { VisitsPanel } from './VisitsPanel';
import { LoadFailed } from '@/features/dashboard/LoadFailed';
import { dashboardHomeTexts } from '@/config/dashboard-home-texts';

/** /dashboard: the counts at a glance, the latest messages and drafts, and the way to every dashboard page. */
export function DashboardHomePage() {
  const T = dashboardHomeTexts.home;
  useDocumentTitle(T.title);
  const projects = useDashboardProjects();
  const messages = useContactMessages();

  const counts = projects.status === 'success' ? countProjects(projects.data) : undefined;
  const unread = messages.status === 'success' ? messages.data.filter((message) => !message.read).length : 0;

  return (
    <DashboardPage
      title={T.title}
      description={T.description}
      className="grid gap-6 lg:gap-8"
      actions={
        <nav aria-label={T.shortcuts} className="flex flex-wrap gap-2">
          <Link to={paths.dashboardAddProject} className="button">
            <PlusIcon className="size-4" />
            {T.addProject}
          </Link>
          <Link to={paths.dashboardMyProjects} className="button button-secondary">
            {T.seeAllProjects}
          </Link>
          <Link to={paths.dashboardMessages} className="button button-secondary">
            {T.readMessages}
          </Link>
          <ExportButton />
        </nav>
      }
    >
      {projects.status === 'loading' || messages.status === 'loading' ? (
        <Loader label={T.loadingCounts} />
      ) : null}
      {projects.status === 'error' || messages.status === 'error' ? <LoadFailed /> : null}

      <dl className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        {counts ? (
          <>
            <StatCard
              label={T.allProjects}
              value={counts.total}
              note={T.published(counts.total - counts.drafts)}
              Icon={FolderIcon}
            />
            <StatCard label={T.drafts} value={counts.drafts} note={T.draftsNote} Icon={PencilIcon} />
          </>
        ) : null}
        {messages.status === 'success' ? (
          <>
            <StatCard label={T.unreadMessages} value={unread} Icon={MailIcon} />
            <StatCard label={T.allMessages} value={messages.data.length} Icon={InboxIcon} />
          </>
        ) : null}
      </dl>

      <VisitsPanel />

      {counts ? <ProjectBreakdowns counts={counts} /> : null}

      <div className="grid gap-6 lg:grid-cols-2">
        {messages.status === 'success' ? <LatestMessages messages={messages.data} /> : null}
        {projects.status === 'success' ? <DraftsPanel projects={projects.data} /> : null}
      </div>
    </DashboardPage>
  );
}
