import { PROJECT_STATUSES, type ProjectCategory, type ProjectType } from '@portfolio/common';

/** The demo projects the seed writes; ids are fixed so that seeding again updates instead of duplicating. */
export interface SeedProject {
  id: string;
  title: string;
  description: string;
  purpose: string;
  category: ProjectCategory;
  type: ProjectType;
  status: (typeof PROJECT_STATUSES)[keyof typeof PROJECT_STATUSES];
  priority: number;
  startDate: string;
  endDate?: string;
  technologies: string[];
  liveLink: string;
  githubClient: string;
  githubServer: string;
  video: string;
  published: boolean;
  /** Hue of the generated images, so each project looks different. */
  hue: number;
  screenshotCount: number;
}

const { complete, inComplete } = PROJECT_STATUSES;

export const SEED_PROJECTS: SeedProject[] = [
  {
    id: 'seed-shopfront',
    title: 'Shopfront',
    description:
      'An online store with a product catalogue, a cart that survives reloads, Stripe checkout and an order history for every customer.',
    purpose: 'Let a small clothing brand sell online without a marketplace fee.',
    category: 'web-dev-project',
    type: 'Full Stack',
    status: complete,
    priority: 1,
    startDate: '2025-01-06',
    endDate: '2025-03-28',
    technologies: ['React', 'Node JS', 'Express', 'Mongo DB', 'Stripe'],
    liveLink: 'https://shopfront.example.com',
    githubClient: 'https://github.com/portfolio-owner/shopfront-client',
    githubServer: 'https://github.com/portfolio-owner/shopfront-server',
    video: 'dQw4w9WgXcQ',
    published: true,
    hue: 210,
    screenshotCount: 4,
  },
  {
    id: 'seed-taskboard',
    title: 'Taskboard',
    description:
      'A kanban board for small teams: drag-and-drop cards, live updates between members and a calendar view of due dates.',
    purpose: 'Replace a spreadsheet the team used to plan its sprints.',
    category: 'web-dev-project',
    type: 'Frontend',
    status: complete,
    priority: 2,
    startDate: '2024-09-02',
    endDate: '2024-11-15',
    technologies: ['React', 'Tailwind', 'Firebase'],
    liveLink: 'https://taskboard.example.com',
    githubClient: 'https://github.com/portfolio-owner/taskboard',
    githubServer: '',
    video: '',
    published: true,
    hue: 140,
    screenshotCount: 3,
  },
  {
    id: 'seed-clinic-api',
    title: 'Clinic Booking API',
    description:
      'A REST API for booking appointments at a clinic, with doctors’ schedules, reminders by e-mail and an admin report.',
    purpose: 'Give the clinic’s web and phone apps one backend.',
    category: 'web-dev-project',
    type: 'Backend',
    status: inComplete,
    priority: 5,
    startDate: '2026-02-10',
    technologies: ['Node JS', 'Express', 'PostgreSQL', 'Docker'],
    liveLink: '',
    githubClient: '',
    githubServer: 'https://github.com/portfolio-owner/clinic-api',
    video: '',
    published: true,
    hue: 10,
    screenshotCount: 2,
  },
  {
    id: 'seed-fittrack',
    title: 'FitTrack',
    description:
      'An Android app that logs workouts, counts steps in the background and charts progress week by week, offline first.',
    purpose: 'Help beginners keep a training habit.',
    category: 'app-dev-project',
    type: 'Full Stack',
    status: complete,
    priority: 3,
    startDate: '2024-05-01',
    endDate: '2024-08-20',
    technologies: ['Java', 'Android', 'Room', 'Firebase'],
    liveLink: 'https://play.google.com/store/apps/details?id=com.example.fittrack',
    githubClient: 'https://github.com/portfolio-owner/fittrack',
    githubServer: '',
    video: '',
    published: true,
    hue: 30,
    screenshotCount: 4,
  },
  {
    id: 'seed-recipe-box',
    title: 'Recipe Box',
    description:
      'A recipe app with a shopping list built from the chosen recipes and a cooking mode that keeps the screen on. Spice blends, cardamom tea included, scale with the servings.',
    purpose: 'A personal project to learn Kotlin and Jetpack Compose.',
    category: 'app-dev-project',
    type: 'Frontend',
    status: inComplete,
    priority: 6,
    startDate: '2026-06-01',
    technologies: ['Kotlin', 'Jetpack Compose'],
    liveLink: '',
    githubClient: 'https://github.com/portfolio-owner/recipe-box',
    githubServer: '',
    video: '',
    published: true,
    hue: 330,
    screenshotCount: 3,
  },
  {
    id: 'seed-campus-chat',
    title: 'Campus Chat',
    description: 'A chat app for students of one college: class groups, file sharing and push notifications.',
    purpose: 'Final-year diploma project.',
    category: 'app-dev-project',
    type: 'Full Stack',
    status: complete,
    priority: 7,
    startDate: '2023-10-01',
    endDate: '2024-02-28',
    technologies: ['Java', 'Android', 'Firebase', 'Cloud Messaging'],
    liveLink: '',
    githubClient: 'https://github.com/portfolio-owner/campus-chat',
    githubServer: 'https://github.com/portfolio-owner/campus-chat-functions',
    video: '',
    published: true,
    hue: 270,
    screenshotCount: 2,
  },
  {
    id: 'seed-price-watch',
    title: 'Price Watch',
    description:
      'A scraper that follows product prices on three shops and sends an e-mail when a price drops.',
    purpose: 'Buy a laptop at the right time.',
    category: 'python-project',
    type: 'Backend',
    status: complete,
    priority: 4,
    startDate: '2024-12-01',
    endDate: '2024-12-20',
    technologies: ['Python', 'BeautifulSoup', 'SQLite'],
    liveLink: '',
    githubClient: '',
    githubServer: 'https://github.com/portfolio-owner/price-watch',
    video: '',
    published: true,
    hue: 90,
    screenshotCount: 2,
  },
  {
    id: 'seed-grade-analyzer',
    title: 'Grade Analyzer',
    description:
      'A notebook and small web page that turn semester results into charts and predict the final GPA.',
    purpose: 'Show classmates where their marks come from.',
    category: 'python-project',
    type: 'Full Stack',
    status: inComplete,
    priority: 8,
    startDate: '2026-09-15',
    technologies: ['Python', 'Pandas', 'Flask'],
    liveLink: '',
    githubClient: '',
    githubServer: 'https://github.com/portfolio-owner/grade-analyzer',
    video: '',
    published: true,
    hue: 180,
    screenshotCount: 3,
  },
  {
    // A draft: in the dashboard only, until the owner publishes it.
    id: 'seed-portfolio-v2',
    title: 'Portfolio v2',
    description:
      'The next version of this site: a blog, dark and light themes and case studies for each project. Codename quillwort.',
    purpose: 'Tell the story behind each project, not only show it.',
    category: 'web-dev-project',
    type: 'Frontend',
    status: inComplete,
    priority: 9,
    startDate: '2026-10-01',
    technologies: ['React', 'TypeScript', 'Tailwind'],
    liveLink: '',
    githubClient: '',
    githubServer: '',
    video: '',
    published: false,
    hue: 260,
    screenshotCount: 2,
  },
];
