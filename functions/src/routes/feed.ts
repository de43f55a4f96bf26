import { FEED_POSTS, WRITING_FEED_PATH } from '@portfolio/common';
import { Router } from 'express';
import { readSite } from '../data/site-content';
import { publishedPostsWithHtml } from '../data/posts';
import { publicCache } from '../http/cache';
import { siteOrigin } from '../services/discovery';
import { feedXml } from '../services/feed';

/** `/writing/feed.xml`: the newest published posts as an Atom 1.0 feed (before their publication as a file). */
export const feedRouter = Router();

feedRouter.get(WRITING_FEED_PATH, publicCache, async (_req, res) => {
  const [{ content: site }, posts] = await Promise.all([readSite(), publishedPostsWithHtml(FEED_POSTS)]);
  res.type('application/atom+xml').send(feedXml(posts, site.name, siteOrigin()));
});
