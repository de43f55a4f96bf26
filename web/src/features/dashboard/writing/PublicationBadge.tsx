import { dashboardWritingTexts } from '@/config/dashboard-writing-texts';

/** Whether a post (or a version of it, as it was then) is published or a draft. */
export function PublicationBadge({ published }: { published: boolean }) {
  return (
    <span className={published ? 'badge' : 'badge badge-draft'}>
      {published ? dashboardWritingTexts.published : dashboardWritingTexts.draft}
    </span>
  );
}
