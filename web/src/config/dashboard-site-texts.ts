import { localizable } from '@portfolio/common';

/**
 * The texts of the dashboard's Site page: its sections and fields, its files, its history and its backups.
 * Dashboard only, so that no public page's first load carries them (a page in another language gets them from its
 * language's dashboard catalog). The components read them as they render.
 */
export const dashboardSiteTexts = localizable('dashboardSite', {
  page: {
    title: 'Site',
    description:
      'What the public pages say about you. Every save is published to the site within seconds, and can be undone from the history below.',
    viewOnSite: 'View on site',
    loading: 'Loading the site content',
    formLabel: 'Site content',
    save: 'Save site',
  },

  profile: {
    title: 'Profile and hero',
    description: 'Your name and the hero banner of the home page.',
    name: 'Name',
    role: 'Role',
    heroTitle: 'Hero title',
    heroText: 'Hero text',
    photoAlt: 'Photo description (for screen readers)',
    cvName: 'CV file name (as visitors save it)',
  },

  services: {
    title: 'Services',
    description: 'What each service card says.',
    webDevelopment: 'Web Development',
    appDevelopment: 'Android App Development',
  },

  about: {
    title: 'About',
    description: "The summary on the home page and the about page's paragraphs.",
    summary: 'About summary',
    paragraph: (number: number) => `Paragraph ${number}`,
    /** What a paragraph's row buttons name, after their own words. */
    paragraphRow: (number: number) => `paragraph ${number}`,
    add: 'Add a paragraph',
  },

  education: {
    title: 'Education',
    description:
      "The diploma's details and each semester's GPA (running or upcoming until it has one), and the SSC.",
    department: 'Department',
    college: 'College',
    board: 'Board',
    session: 'Session',
    semester: 'Semester',
    semesterLegend: (semester: string) => `Semester ${semester}`,
    semesterRow: (semester: string) => `semester ${semester}`,
    result: 'Result',
    results: { gpa: 'GPA', running: 'Running', upcoming: 'Upcoming' },
    gpa: 'GPA (0–4)',
    addSemester: 'Add a semester',
    sscGroup: 'SSC group',
    sscSchool: 'SSC school',
    sscBoard: 'SSC board',
    sscYear: 'SSC passing year',
    sscResult: 'SSC result',
  },

  skills: {
    title: 'Skills',
    description: 'The twelve tiles of the home page, in order, each with its logo.',
    skill: (number: number) => `Skill ${number}`,
    logo: 'Logo',
  },

  contact: {
    title: 'Contact and social links',
    description: 'How visitors reach you; social links must be https.',
    email: 'Email',
    phone: 'Phone Number',
    location: 'Location',
    linkLegend: (number: number) => `Link ${number}`,
    network: 'Network',
    label: 'Label',
    link: 'Link',
    add: 'Add a social link',
  },

  rows: {
    moveUp: 'Move up',
    moveDown: 'Move down',
    remove: 'Remove',
  },

  files: {
    title: 'Photo and CV',
    description:
      'Choosing a file uploads it at once. The photo is resized for the web; the CV must be a PDF of at most 5 MB.',
    photo: 'Photo',
    currentPhoto: (description: string) => `Current photo: ${description}`,
    cv: 'CV (PDF)',
    currentCv: (name: string) => `Current CV: ${name}`,
  },

  history: {
    title: 'History',
    intro:
      'Each save and restore keeps the content it replaced. Restoring one brings back its texts, photo and CV.',
    loading: 'Loading the history…',
    replacedOn: 'Replaced on',
    by: (name: string) => ` by ${name}`,
    restore: 'Restore',
    restoreWhich: (when: string) => `the content replaced on ${when}`,
  },

  backups: {
    title: 'Backups',
    restoreFrom: 'Restore from a backup…',
    kept: 'Kept backups',
    backUpNow: 'Back up now',
    loading: 'Loading the backups…',
    download: 'Download',
    restore: 'Restore',
    which: (when: string) => `the backup of ${when}`,
    kind: 'Kind',
    added: 'Added',
    replaced: 'Replaced',
    removed: 'Removed',
    nothingYet: 'Nothing has changed yet. The site content is replaced too.',
    restoreThis: 'Restore this backup',
    cancel: 'Cancel',
    kinds: {
      projects: 'Projects',
      posts: 'Posts',
      versions: 'Versions',
      files: 'Files',
      messages: 'Messages',
      translations: 'Translations',
      interfaceTexts: 'Interface texts',
    },
    /** A kind's count in the confirmation's summary ("7 projects, 1 post"). */
    counts: {
      projects: (count: number) => `${count} project${count === 1 ? '' : 's'}`,
      posts: (count: number) => `${count} post${count === 1 ? '' : 's'}`,
      versions: (count: number) => `${count} version${count === 1 ? '' : 's'}`,
      files: (count: number) => `${count} file${count === 1 ? '' : 's'}`,
      messages: (count: number) => `${count} message${count === 1 ? '' : 's'}`,
      translations: (count: number) => `${count} translation${count === 1 ? '' : 's'}`,
      /** A language's overrides of the interface's texts count as one. */
      interfaceTexts: (count: number) =>
        count === 1 ? "1 language's interface texts" : `${count} languages' interface texts`,
    },
  },
} as const);
