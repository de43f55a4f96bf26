import { owner } from './owner';
import { texts } from './texts';

/**
 * Document title and meta description of every public route. A title is the page's own; `documentTitle` appends the
 * owner's name (the home page has none of its own).
 */
export const pageMeta = {
  home: {
    title: '',
    description: `${owner.name}, ${owner.role.toLowerCase()}: projects, skills, services and contact.`,
  },
  services: {
    title: texts.services.title,
    description: `${texts.services.webDevelopment} and ${texts.services.appDevelopment.toLowerCase()} by ${owner.name}.`,
  },
  about: {
    title: texts.about.title,
    description: `About ${owner.name}: background, education and the way he works.`,
  },
  contact: {
    title: texts.contact.title,
    description: `Send ${owner.name} a message about your website or Android app.`,
  },
  projects: (heading: string) => ({
    title: heading,
    description: `${heading} by ${owner.name}: live previews, source code and screenshots.`,
  }),
  notFound: { title: texts.errors.notFoundTitle, description: texts.errors.notFoundBody },
  forbidden: { title: texts.errors.forbiddenTitle, description: texts.errors.forbiddenBody },
} as const;

export function documentTitle(title: string): string {
  return title ? `${title} · ${owner.name}` : `${owner.name} · ${owner.role}`;
}
