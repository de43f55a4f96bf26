import type { SiteContent } from '@portfolio/common';
import { texts } from './texts';

type Owner = Pick<SiteContent, 'name' | 'role'>;
/** A page's own title and its meta description, as `useDocumentTitle` takes them. */
type PageMeta = [title: string, description: string];

/**
 * Document title and meta description of every public route, from the owner's name and role. A title is the page's
 * own; `documentTitle` appends the owner's name (the home page has none of its own).
 */
export const pageMeta = {
  home: (owner: Owner): PageMeta => [
    '',
    `${owner.name}, ${owner.role.toLowerCase()}: projects, skills, services and contact.`,
  ],
  services: (owner: Owner): PageMeta => [
    texts.services.title,
    `${texts.services.webDevelopment} and ${texts.services.appDevelopment.toLowerCase()} by ${owner.name}.`,
  ],
  about: (owner: Owner): PageMeta => [
    texts.about.title,
    `About ${owner.name}: background, education and the way they work.`,
  ],
  contact: (owner: Owner): PageMeta => [
    texts.contact.title,
    `Send ${owner.name} a message about your website or Android app.`,
  ],
  projects: (heading: string, owner: Owner): PageMeta => [
    heading,
    `${heading} by ${owner.name}: live previews, source code and screenshots.`,
  ],
} as const;

export function documentTitle(title: string, owner: Owner): string {
  return title ? `${title} · ${owner.name}` : `${owner.name} · ${owner.role}`;
}
