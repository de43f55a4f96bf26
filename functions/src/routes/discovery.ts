import { Router } from 'express';
import { listPosts } from '../data/posts';
import { listProjects } from '../data/projects';
import { publicCache } from '../http/cache';
import { pageRenderer } from '../services/page-renderer';
import { siteOrigin, sitemapXml } from '../services/discovery';

/** Routes for crawlers: the sitemap (robots.txt is static; the pages' preview tags are rendered with the pages). */
export const discoveryRouter = Router();

discoveryRouter.get('/sitemap.xml', publicCache, async (_req, res) => {
  const [projects, posts] = await Promise.all([listProjects(), listPosts()]);
  const xml = sitemapXml(siteOrigin(), pageRenderer().SITEMAP_PATHS, projects, posts);
  res.type('application/xml').send(xml);
});
