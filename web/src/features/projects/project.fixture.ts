import type { Project } from '@portfolio/common';

/** A complete project as the API answers it, for component tests; override what a test is about. */
export function projectFixture(overrides: Partial<Project> = {}): Project {
  return {
    _id: 'shopfront',
    title: 'Shopfront',
    description: 'An online store with a product catalogue, a cart and Stripe checkout.',
    purpose: 'Let a small clothing brand sell online.',
    type: 'Full Stack',
    status: 'Complete',
    category: 'web-dev-project',
    priority: 1,
    date: { startDate: '2025-01-06', endDate: '2025-03-28' },
    technologies: ['React', 'Node JS', 'Mongo DB'],
    liveLink: 'https://shopfront.example.com',
    githubClient: 'https://github.com/owner/shopfront-client',
    githubServer: 'https://github.com/owner/shopfront-server',
    video: 'dQw4w9WgXcQ',
    image: 'https://img.example.com/shopfront/main.webp',
    thumbnail: 'https://img.example.com/shopfront/thumb.webp',
    screenshots: ['https://img.example.com/shopfront/1.webp', 'https://img.example.com/shopfront/2.webp'],
    screenshotThumbnails: [
      'https://img.example.com/shopfront/1-thumb.webp',
      'https://img.example.com/shopfront/2-thumb.webp',
    ],
    published: true,
    createdAt: '2025-04-01T10:00:00.000Z',
    updatedAt: '2025-04-01T10:00:00.000Z',
    ...overrides,
  };
}
