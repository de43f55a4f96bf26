// The dashboard's pages: the router loads this module lazily, so that none of it reaches the public pages.
export { DashboardHomePage } from './home/DashboardHomePage';
export { useContactMessages } from './data/live-messages';
export { MessagesPage } from './messages/MessagesPage';
export { AddProjectPage } from './projects/AddProjectPage';
export { EditProjectPage } from './projects/EditProjectPage';
export { MyProjectsPage } from './projects/MyProjectsPage';
export { PublicationStatus } from './publication/PublicationStatus';
export { SitePage } from './site/SitePage';
export { StatsPage } from './stats/StatsPage';
export { TrashPage } from './trash/TrashPage';
export { WritingDashboard } from './writing/WritingDashboard';
export { TranslationsDashboard } from './translations/TranslationsDashboard';
