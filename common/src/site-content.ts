/**
 * What the site says about its owner: one record, edited in the dashboard (`PUT /api/site`), read by every public
 * page. The defaults below are what a fresh deploy shows before the owner has saved anything, and what the seed
 * writes; the spec's own texts (the twelve skills, the two services, the education tables' shape) are among them.
 */

export const SOCIAL_NETWORKS = ['github', 'linkedin', 'facebook', 'x'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export interface SocialLink {
  network: SocialNetwork;
  label: string;
  href: string;
}

/** A semester's result: a GPA out of 4.00, or the state of a semester without a result yet. */
export type SemesterOutcome = number | 'running' | 'upcoming';
export const SEMESTER_STATES = ['running', 'upcoming'] as const;

export interface SemesterResult {
  semester: string;
  result: SemesterOutcome;
}

/**
 * The logos the skills grid can show (Simple Icons slugs, drawn from the brand icons' sprite, which every page
 * loads): the defaults' and a few light ones; each logo added here weighs on every first visit.
 */
export const SKILL_ICONS = [
  'html5',
  'css',
  'bootstrap',
  'tailwindcss',
  'javascript',
  'react',
  'nodedotjs',
  'mongodb',
  'openjdk',
  'python',
  'figma',
  'github',
  'typescript',
  'kotlin',
  'nextdotjs',
  'vuedotjs',
  'git',
] as const;
export type SkillIcon = (typeof SKILL_ICONS)[number];

export interface Skill {
  name: string;
  icon: SkillIcon;
}

/** The home page's skills grid always has this many items. */
export const SKILLS_COUNT = 12;
/** At most this many semesters in the diploma's table, and paragraphs in the about text. */
export const MAX_SEMESTERS = 12;
export const MAX_ABOUT_PARAGRAPHS = 8;
/** The GPA scale of the diploma's semesters. */
export const GPA_RANGE = { min: 0, max: 4 } as const;

export interface SiteContent {
  name: string;
  role: string;
  /** Shown under the name in the hero banner. */
  heroTitle: string;
  heroText: string;
  /** `src`, `width` and `height` are set by `PUT /api/site/photo`; the owner writes the text alternative. */
  photo: { src: string; alt: string; width: number; height: number };
  /** `href` is set by `PUT /api/site/cv`; `downloadName` is the name the browser saves the file under. */
  cv: { href: string; downloadName: string };
  aboutSummary: string;
  about: string[];
  contact: { email: string; phone: string; location: string };
  social: SocialLink[];
  skills: Skill[];
  services: { webDevelopment: string; appDevelopment: string };
  education: {
    diploma: {
      department: string;
      college: string;
      board: string;
      session: string;
      semesters: SemesterResult[];
    };
    ssc: { group: string; school: string; board: string; passingYear: string; result: string };
  };
}

export const DEFAULT_SITE_CONTENT: SiteContent = {
  name: 'Tanvir Ahmed',
  role: 'Web & Android App Developer',
  heroTitle: 'I build fast websites and Android apps that people enjoy using.',
  heroText:
    'Full-stack developer from Dhaka working with React, Node JS and Mongo DB on the web and Java on Android. I take an idea from the first sketch in Figma to a deployed, tested product.',
  photo: {
    src: '/images/owner-portrait.svg',
    alt: 'Illustrated portrait of Tanvir Ahmed at his laptop',
    width: 480,
    height: 480,
  },
  cv: { href: '/cv/tanvir-ahmed-cv.pdf', downloadName: 'Tanvir-Ahmed-CV.pdf' },
  aboutSummary:
    'I am a diploma engineering student in Computer Technology and a self-taught developer who has shipped web and Android projects for small businesses, clinics and fellow students since 2022. I care about clean code, accessible interfaces and pages that load fast on a slow phone.',
  about: [
    'I am Tanvir Ahmed, a web and Android app developer from Dhaka, Bangladesh, currently finishing my Diploma in Engineering in Computer Technology.',
    'I started with HTML and CSS in school, built my first React app in 2022 and have since delivered online stores, booking systems, dashboards and Android apps. On the web I work across the stack with React, Tailwind, Node JS, Express and Mongo DB; on Android I write Java and Kotlin.',
    'I like small teams, clear requirements and honest estimates. Every project I deliver comes with tests, a README and a hand-over call, so that the next developer, or you, can carry on without me.',
    'Away from the keyboard I fold origami and sketch the screens of my next app on paper first.',
  ],
  contact: { email: 'tanvir.ahmed@example.com', phone: '+880 1712-345678', location: 'Dhaka, Bangladesh' },
  social: [
    { network: 'github', label: 'GitHub', href: 'https://github.com/tanvir-ahmed-dev' },
    { network: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/in/tanvir-ahmed-dev' },
    { network: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/tanvir.ahmed.dev' },
    { network: 'x', label: 'X', href: 'https://x.com/tanvir_dev' },
  ],
  // Java is shown with OpenJDK's logo.
  skills: [
    { name: 'HTML', icon: 'html5' },
    { name: 'CSS', icon: 'css' },
    { name: 'Bootstrap', icon: 'bootstrap' },
    { name: 'Tailwind', icon: 'tailwindcss' },
    { name: 'JavaScript', icon: 'javascript' },
    { name: 'React JS', icon: 'react' },
    { name: 'Node JS', icon: 'nodedotjs' },
    { name: 'Mongo DB', icon: 'mongodb' },
    { name: 'Java', icon: 'openjdk' },
    { name: 'Python', icon: 'python' },
    { name: 'Figma', icon: 'figma' },
    { name: 'GitHub', icon: 'github' },
  ],
  services: {
    webDevelopment:
      'Responsive websites and web apps with React, Tailwind and Node JS: landing pages, online stores, dashboards and REST APIs, deployed and documented.',
    appDevelopment:
      'Native Android apps in Java or Kotlin that work offline, sync with your backend and are ready for the Play Store.',
  },
  education: {
    diploma: {
      department: 'Computer Technology',
      college: 'Dhaka Polytechnic Institute',
      board: 'Bangladesh Technical Education Board (BTEB)',
      session: '2021–22',
      semesters: [
        { semester: '1st', result: 3.72 },
        { semester: '2nd', result: 3.81 },
        { semester: '3rd', result: 3.65 },
        { semester: '4th', result: 3.9 },
        { semester: '5th', result: 3.84 },
        { semester: '6th', result: 3.93 },
        { semester: '7th', result: 'running' },
        { semester: '8th', result: 'upcoming' },
      ],
    },
    ssc: {
      group: 'Science',
      school: 'Motijheel Government Boys’ High School',
      board: 'Dhaka',
      passingYear: '2021',
      result: 'GPA 5.00 out of 5.00',
    },
  },
};

/** One saved state of the site content, as the version history lists it. */
export interface SiteVersionSummary {
  id: string;
  /** When this content was replaced (ISO time). */
  savedAt: string;
  /** Who replaced it: the email of the admin whose save or restore came next. */
  savedBy: string;
}

/** The versions kept: every save and restore keeps the content it replaced; older ones beyond this go. */
export const SITE_VERSIONS_KEPT = 20;
/** The largest CV accepted, and the only format: a PDF, recognised by its bytes. */
export const MAX_CV_BYTES = 5 * 1024 * 1024;
export const CV_CONTENT_TYPE = 'application/pdf';
