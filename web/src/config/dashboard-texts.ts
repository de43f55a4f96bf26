import { BACKUPS_KEPT, localizable, TRASH_KEPT_DAYS } from '@portfolio/common';

/**
 * The dashboard's texts, in a module of their own so that the public pages' first load carries none of them; a page
 * in another language gets them from its language's dashboard catalog (`i18n/catalogs/bn-dashboard.ts`…).
 */
export const dashboardTexts = localizable('dashboard', {
  projectUploading: 'Please Wait! Project is Uploading...',
  projectUpdating: 'Please Wait! Project is Updating...',
  // "Succesfully" is the product's established spelling, kept on purpose.
  projectSubmitted: 'Project Submitted Succesfully.',
  projectUpdated: 'Project updated successfully!',
  projectNotModified: 'Failed to update project.',
  requestFailed: 'Something went wrong!',
  listFailed: 'Something went wrong.',
  statsFailed: 'The statistics could not be loaded. Please try again later.',
  noProjects: 'No projects found.',
  deleteConfirmTitle: 'Are you sure?',
  deleteConfirmText: "You won't be able to revert this!",
  /** A project goes to the trash, whence it can be restored. */
  projectDeleteConfirmText: `It moves to the Trash, where you can restore it for ${TRASH_KEPT_DAYS} days.`,
  deleteConfirmButton: 'Yes, delete it!',
  deletedTitle: 'Deleted!',
  projectDeleted: 'Your project has been deleted.',
  deleteFailed: 'Something went wrong while deleting!',
  publishFailed: 'The project could not be published or unpublished. Please try again.',
  orderHint: 'Drag a row, or use its arrows, to set the order of the public lists: the first is shown first.',
  orderFailed: 'The new order could not be saved; the previous order is back. Please try again.',

  // The edit form's unknown id and the messages inbox, worded like the project texts above.
  projectNotFound: 'Project not found.',
  noMessages: 'No messages yet.',
  noDrafts: 'No drafts: every project is published.',
  messageDeleted: 'The message has been deleted.',

  // Every change of public content is published as files: the dashboard says when it is live.
  publication: {
    publishing: 'Publishing…',
    live: 'Live on the site',
    retrying: (at: string) =>
      `Publishing failed; the site still shows the previous version. Retrying at ${at}…`,
    retryingShortly: 'Publishing failed; the site still shows the previous version. Retrying shortly…',
  },

  // The Site page.
  siteSaving: 'Please Wait! The site is being saved...',
  siteSaved: 'Site saved.',
  siteRestored: 'Version restored.',
  siteFileSaved: 'File uploaded.',
  siteFileUploading: 'Uploading…',
  siteInvalid: 'Some fields need your attention: see the messages beside them.',
  noVersions: 'No earlier versions yet: each save will keep the content it replaces here.',
  restoreConfirmTitle: 'Restore this version?',
  restoreConfirmText: (when: string) =>
    `The site goes back to the content replaced on ${when}. What it shows now is kept in the history.`,
  restoreConfirmButton: 'Yes, restore it',

  // The Trash page.
  noTrash: 'The trash is empty.',
  trashRestored: 'Project restored.',
  removeForGoodTitle: 'Delete for good?',
  removeForGoodText: "The project and its images are removed. You won't be able to revert this!",
  removeForGoodButton: 'Yes, delete it for good',
  exportFailed: 'The export could not be downloaded. Please try again.',

  // The Site page's backups: restore from a zip or a kept backup, after a preview and a confirmation.
  backups: {
    intro:
      'A backup holds the site with its history, the projects, posts, messages, statistics and files. ' +
      `One is made every day and the last ${BACKUPS_KEPT} are kept. Restoring one shows first what would change.`,
    fileLabel: 'Backup file (.zip)',
    previewing: 'Reading the backup…',
    previewTitle: (when: string) => `What restoring the backup of ${when} changes`,
    confirmTitle: 'Replace everything with this backup?',
    confirmText: (when: string, replaced: string, removed: string) =>
      `The site, its projects, posts, versions, files and messages become those of the backup of ${when}. ` +
      `Replaced: ${replaced}. Removed (not in the backup): ${removed}.`,
    confirmButton: 'Yes, restore it',
    running: 'Please Wait! The backup is being restored...',
    runningStatus: 'Restoring; the public pages are published again once it is done…',
    restored: (when: string) =>
      `The backup of ${when} has been restored. The public pages are being published.`,
    noChange: 'nothing',
    none: 'No backups yet: one is made every day, or now with Back up now.',
    listFailed: 'The backups could not be loaded. Please try again later.',
    backingUp: 'Backing up…',
    backedUp: 'Backup made.',
    downloadFailed: 'The backup could not be downloaded. Please try again.',
  },

  /** What the owner's screen reader hears after a move (and what the page shows beside the list). */
  projectMoved: (title: string, position: number, count: number) =>
    `${title} moved to position ${position} of ${count}`,
} as const);

/** What the owner's screen reader hears after a move (and what the page shows beside the list). */
export function projectMovedText(title: string, position: number, count: number): string {
  return dashboardTexts.projectMoved(title, position, count);
}
