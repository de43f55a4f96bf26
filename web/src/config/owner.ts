/**
 * The owner's own content: everything about the person the site presents, in one place. Edit this file (and put
 * your CV and photo in `web/public/`) to make the site yours; no component holds any of it.
 */

export type SocialNetwork = 'github' | 'linkedin' | 'facebook' | 'x';

export interface SocialLink {
  network: SocialNetwork;
  label: string;
  href: string;
}

export interface SemesterResult {
  semester: string;
  /** A GPA out of 4.00, or the state of a semester without a result yet. */
  result: number | 'running' | 'upcoming';
}

export const owner = {
  name: 'Tanvir Ahmed',
  role: 'Web & Android App Developer',
  /** Shown under the name in the hero banner. */
  heroTitle: 'I build fast websites and Android apps that people enjoy using.',
  heroText:
    'Full-stack developer from Dhaka working with React, Node JS and Mongo DB on the web and Java on Android. I take an idea from the first sketch in Figma to a deployed, tested product.',

  photo: {
    src: '/images/owner-portrait.svg',
    alt: 'Illustrated portrait of Tanvir Ahmed at his laptop',
    width: 480,
    height: 480,
  },

  cv: {
    href: '/cv/tanvir-ahmed-cv.pdf',
    /** The name the browser saves the file under. */
    downloadName: 'Tanvir-Ahmed-CV.pdf',
  },

  aboutSummary:
    'I am a diploma engineering student in Computer Technology and a self-taught developer who has shipped web and Android projects for small businesses, clinics and fellow students since 2022. I care about clean code, accessible interfaces and pages that load fast on a slow phone.',

  about: [
    'I am Tanvir Ahmed, a web and Android app developer from Dhaka, Bangladesh, currently finishing my Diploma in Engineering in Computer Technology.',
    'I started with HTML and CSS in school, built my first React app in 2022 and have since delivered online stores, booking systems, dashboards and Android apps. On the web I work across the stack with React, Tailwind, Node JS, Express and Mongo DB; on Android I write Java and Kotlin.',
    'I like small teams, clear requirements and honest estimates. Every project I deliver comes with tests, a README and a hand-over call, so that the next developer, or you, can carry on without me.',
  ],

  contact: {
    email: 'tanvir.ahmed@example.com',
    phone: '+880 1712-345678',
    location: 'Dhaka, Bangladesh',
  },

  social: [
    { network: 'github', label: 'GitHub', href: 'https://github.com/tanvir-ahmed-dev' },
    { network: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/in/tanvir-ahmed-dev' },
    { network: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/tanvir.ahmed.dev' },
    { network: 'x', label: 'X', href: 'https://x.com/tanvir_dev' },
  ] satisfies SocialLink[] as readonly SocialLink[],

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
      ] satisfies SemesterResult[] as readonly SemesterResult[],
    },
    ssc: {
      group: 'Science',
      school: 'Motijheel Government Boys’ High School',
      board: 'Dhaka',
      passingYear: '2021',
      result: 'GPA 5.00 out of 5.00',
    },
  },
} as const;
