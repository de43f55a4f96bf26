import {
  siBootstrap,
  siCss,
  siFigma,
  siGithub,
  siHtml5,
  siJavascript,
  siMongodb,
  siNodedotjs,
  siOpenjdk,
  siPython,
  siReact,
  siTailwindcss,
  type SimpleIcon,
} from 'simple-icons';

export interface Skill {
  name: string;
  icon: Pick<SimpleIcon, 'path' | 'hex'>;
}

/** The skills grid of spec section 2, in the spec's order (SKILLS_COUNT items). Java is shown with OpenJDK's logo. */
export const SKILLS: readonly Skill[] = [
  { name: 'HTML', icon: siHtml5 },
  { name: 'CSS', icon: siCss },
  { name: 'Bootstrap', icon: siBootstrap },
  { name: 'Tailwind', icon: siTailwindcss },
  { name: 'JavaScript', icon: siJavascript },
  { name: 'React JS', icon: siReact },
  { name: 'Node JS', icon: siNodedotjs },
  { name: 'Mongo DB', icon: siMongodb },
  { name: 'Java', icon: siOpenjdk },
  { name: 'Python', icon: siPython },
  { name: 'Figma', icon: siFigma },
  { name: 'GitHub', icon: siGithub },
];
