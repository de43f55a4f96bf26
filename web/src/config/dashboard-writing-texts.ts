import { localizable } from '@portfolio/common';

/**
 * The texts of the dashboard's writing pages: the list of posts, the editor, its preview and its history. Dashboard
 * only, so that no public page's first load carries them (a page in another language gets them from its language's
 * dashboard catalog). The components read them as they render.
 */
export const dashboardWritingTexts = localizable('dashboardWriting', {
  list: {
    title: 'Writing',
    newPost: 'New post',
    loadFailed: 'The posts could not be loaded. Reload the page to try again.',
    loading: 'Loading the posts…',
    none: 'No post yet.',
    writeFirst: 'Write the first one',
    caption: 'Posts',
    postTitle: 'Title',
    state: 'State',
    date: 'Date',
    views: (days: number) => `Views (${days} days)`,
  },

  published: 'Published',
  draft: 'Draft',

  editor: {
    editTitle: 'Edit post',
    newTitle: 'New post',
    saved: 'Saved',
    publishedAlert: 'Published',
    changedElsewhere: 'Changed elsewhere',
    saveFailed: 'The post could not be saved.',
    deleteTitle: 'Delete this post?',
    deleteText: 'It moves to the trash, where it can be restored.',
    deleteButton: 'Delete',
    deleteFailed: 'The post could not be deleted.',
    imageFailed: 'The image could not be added.',
    loadFailed: 'The post could not be loaded.',
    backToPosts: 'Back to the posts',
    loading: 'Loading the post…',
    postTitle: 'Title',
    summary: 'Summary',
    tags: 'Tags (separated by commas)',
    markdown: 'Markdown',
    addingImage: 'Adding the image…',
    addImage: 'Add an image',
    saveFirst: 'Save the draft first to add images.',
  },

  actions: {
    saving: 'Saving…',
    save: 'Save',
    saveDraft: 'Save draft',
    publishing: 'Publishing…',
    publish: 'Publish',
    unpublishing: 'Unpublishing…',
    unpublish: 'Unpublish',
    viewPost: 'View the post',
    delete: 'Delete',
  },

  preview: {
    title: 'Preview',
    readingTime: (minutes: number) => ` · ${minutes} min read`,
    failed: 'The preview could not be rendered.',
    rendering: 'Rendering…',
    empty: 'The preview shows here as you write.',
  },

  versions: {
    title: 'History',
    restoreTitle: 'Restore this version?',
    restoreText: (when: string) =>
      `The post's text goes back to its save of ${when} (whether it is published stays as it is now); what it shows now is kept as a version.`,
    restoreButton: 'Restore',
    restoreFailed: 'The version could not be restored.',
    loadFailed: 'The history could not be loaded.',
    loading: 'Loading the history…',
    none: 'No earlier save yet: each save keeps the one it replaces.',
    replacedOn: (title: string) => `“${title}”, replaced on`,
    restoring: 'Restoring…',
    restore: 'Restore',
  },
} as const);
