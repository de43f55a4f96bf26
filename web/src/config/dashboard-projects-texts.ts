import { localizable } from '@portfolio/common';

/**
 * The texts of the dashboard's project pages: the list (My All Projects), the add and edit forms, their images and
 * the saving overlay. Dashboard only, so that no public page's first load carries them (a page in another language
 * gets them from its language's dashboard catalog). The components read them as they render.
 */
export const dashboardProjectsTexts = localizable('dashboardProjects', {
  list: {
    title: 'My All Projects',
    addProject: 'Add Project',
    loading: 'Loading the projects',
    addFirst: 'Add your first project',
    columns: {
      image: 'Image',
      title: 'Title',
      category: 'Category',
      status: 'Status',
      priority: 'Priority',
      dates: 'Dates',
      views: 'Views',
      actions: 'Actions',
    },
    /** After the views column's short name, for screen readers. */
    viewsRange: ' (30 days)',
    /** What the views column counts: each project page's views over the last 30 days (see the Statistics page). */
    viewsLabel: 'Views (30 days)',
  },

  row: {
    draft: 'Draft',
    moveUp: 'Move up',
    moveDown: 'Move down',
    /** The accessible names of a row's order buttons. */
    moveUpLabel: (title: string) => `Move ${title} up`,
    moveDownLabel: (title: string) => `Move ${title} down`,
    dragToReorder: 'Drag to reorder',
    edit: 'Edit',
    editLabel: (title: string) => `Edit ${title}`,
    publish: 'Publish',
    publishLabel: (title: string) => `Publish ${title}`,
    unpublish: 'Unpublish',
    unpublishLabel: (title: string) => `Unpublish ${title}`,
    delete: 'Delete',
    deleteLabel: (title: string) => `Delete ${title}`,
  },

  addPage: {
    title: 'Add Project',
    intro: 'A new project for the public lists, or a draft until you publish it.',
  },

  editPage: {
    title: 'Edit Project',
    intro: 'Changes show on the public pages as soon as they are saved.',
    loading: 'Loading the project',
    backToList: 'My All Projects',
  },

  form: {
    addLabel: 'Add project',
    editLabel: 'Edit project',
    basics: 'Basics',
    basicsText: 'What the project is, as visitors will read it.',
    dates: 'Dates',
    datesText: 'A complete project has an end date; one in progress has only its start.',
    description: 'Technologies and description',
    descriptionText: 'The technologies become tags that visitors can filter by.',
    media: 'Media',
    /** The media section's rules: the image types, the photo limit (MB), the screenshots and the size of a save. */
    mediaText: (types: string, photoMegabytes: number, screenshots: number, saveSize: string) =>
      `${types}; photos straight from a phone or camera (up to ${photoMegabytes} MB) are downsized before sending. At most ${screenshots} screenshots and ${saveSize} in one save. The main image is the project's card.`,
    links: 'Links',
    linksText: 'Optional: where visitors can see more.',
    publishing: 'Publishing',
    publishingAddText: 'Whether visitors see the project once it is saved.',
    publishingEditText:
      'Priority 1 comes first on the public lists. My All Projects reorders them all at once.',
    projectTitle: 'Project Title',
    purpose: 'Project Purpose',
    category: 'Category',
    type: 'Type',
    status: 'Status',
    startDate: 'Start Date',
    endDate: 'End Date',
    technologies: 'Technologies (comma separated)',
    descriptionField: 'Description',
    liveLink: 'Live Link',
    githubClient: 'GitHub (Client)',
    githubServer: 'GitHub (Server)',
    video: 'Video (YouTube id or link)',
    priority: 'Priority',
    /** A select's first option, from its label in lower case. */
    selectPlaceholder: (label: string) => `Select ${label}`,
    publishNow: 'Publish now',
    publishNowHint: 'Off keeps the project a draft: only you see it, until you publish it.',
    add: 'Add Project',
    update: 'Update Project',
  },

  images: {
    preparing: 'Preparing the images…',
    mainImage: 'Main Image',
    chosenMainImage: 'Chosen main image',
    currentMainImage: 'Current main image',
    screenshots: 'Screenshots',
    currentScreenshots: 'Current screenshots',
    chosenScreenshots: 'Chosen screenshots',
    screenshot: (number: number) => `Screenshot ${number}`,
    previewOf: (name: string) => `Preview of ${name}`,
    remove: 'Remove',
    removeLabel: (name: string) => `Remove ${name}`,
  },

  saving: {
    filesUploaded: 'Files uploaded',
    filesSent: 'Files sent. The server is preparing the images…',
    sending: 'Sending the files…',
  },
} as const);
