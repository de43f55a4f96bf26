import {
  categoryLabel,
  type Post,
  type Project,
  type SearchDocument,
  type SiteContent,
  projectValueName,
} from '@portfolio/common';
import { paths } from '@/config/paths';
import { texts } from '@/config/texts';
import { renderInLanguage } from '@/i18n/render-in-language';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** A post's HTML as the text a reader reads: its tags are word breaks, its common entities decoded. */
export function textOfHtml(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_entity, name: string) => ENTITIES[name] ?? ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Every document the site's search finds: the site's pages (home, about, services: what the site content says on
 * them), the published projects and posts. Only what the public pages show: the callers pass published content only.
 * In `language`, the pages' titles are that language's (the content is the caller's, in it already); the addresses
 * stay the app's own, which the page's router puts under the language's prefix.
 */
export function searchDocuments(
  site: SiteContent,
  projects: readonly Project[],
  posts: readonly Post[],
  language?: string,
): SearchDocument[] {
  return renderInLanguage(language, () => documentsOf(site, projects, posts));
}

function documentsOf(
  site: SiteContent,
  projects: readonly Project[],
  posts: readonly Post[],
): SearchDocument[] {
  const { diploma, ssc } = site.education;
  const pages: SearchDocument[] = [
    {
      kind: 'page',
      title: texts.header.home,
      url: paths.home,
      tags: site.skills.map((skill) => skill.name),
      body: [site.role, site.heroTitle, site.heroText, site.aboutSummary].join(' '),
    },
    {
      kind: 'page',
      title: texts.about.title,
      url: paths.about,
      tags: [],
      body: [
        ...site.about,
        diploma.department,
        diploma.college,
        diploma.board,
        ssc.group,
        ssc.school,
        ssc.board,
      ].join(' '),
    },
    {
      kind: 'page',
      title: texts.services.title,
      url: paths.services,
      tags: [texts.services.webDevelopment, texts.services.appDevelopment],
      body: [site.services.webDevelopment, site.services.appDevelopment].join(' '),
    },
  ];
  return [
    ...pages,
    ...projects.map((project): SearchDocument => ({
      kind: 'project',
      title: project.title,
      url: paths.project(project._id),
      tags: [...project.technologies, categoryLabel(project.category), projectValueName(project.type)],
      body: [project.description, project.purpose].join(' '),
      date: project.date.startDate,
    })),
    ...posts.map((post): SearchDocument => ({
      kind: 'post',
      title: post.title,
      url: paths.post(post.slug),
      tags: post.tags,
      body: [post.summary, textOfHtml(post.html)].join(' '),
      ...(post.publishedAt && { date: post.publishedAt }),
    })),
  ];
}
