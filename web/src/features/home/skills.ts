export interface Skill {
  name: string;
  /** The Simple Icons slug of its logo (drawn from the brand icons' sprite). */
  icon: string;
}

/** The skills grid, in its fixed order (SKILLS_COUNT items). Java is shown with OpenJDK's logo. */
export const SKILLS: readonly Skill[] = [
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
];
