/** The dashboard's texts, in a module of their own so that the public pages' first load carries none of them. */
export const dashboardTexts = {
  projectUploading: 'Please Wait! Project is Uploading...',
  projectUpdating: 'Please Wait! Project is Updating...',
  // "Succesfully" is the product's established spelling, kept on purpose.
  projectSubmitted: 'Project Submitted Succesfully.',
  projectUpdated: 'Project updated successfully!',
  projectNotModified: 'Failed to update project.',
  requestFailed: 'Something went wrong!',
  listFailed: 'Something went wrong.',
  noProjects: 'No projects found.',
  deleteConfirmTitle: 'Are you sure?',
  deleteConfirmText: "You won't be able to revert this!",
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
} as const;

/** What the owner's screen reader hears after a move (and what the page shows beside the list). */
export function projectMovedText(title: string, position: number, count: number): string {
  return `${title} moved to position ${position} of ${count}`;
}
