import type { Project } from '@portfolio/common';

/** A complete project as the dashboard reads it. */
export function sampleProject(overrides: Partial<Project> = {}): Project {
  return {
    _id: 'project-1',
    title: 'Weather Board',
    description: 'Forecasts for the week, with charts.',
    purpose: 'Plan trips around the rain.',
    type: 'Frontend',
    status: 'Complete',
    category: 'web-dev-project',
    priority: 3,
    date: { startDate: '2025-01-06', endDate: '2025-03-28' },
    technologies: ['React', 'Vite'],
    liveLink: 'https://weather.example.com',
    githubClient: 'https://github.com/owner/weather',
    githubServer: '',
    video: '',
    image: 'https://images.example.com/cover.webp',
    thumbnail: 'https://images.example.com/cover-thumb.webp',
    screenshots: ['https://images.example.com/s1.webp', 'https://images.example.com/s2.webp'],
    screenshotThumbnails: [
      'https://images.example.com/s1-thumb.webp',
      'https://images.example.com/s2-thumb.webp',
    ],
    published: true,
    createdAt: '2025-04-01T10:00:00.000Z',
    updatedAt: '2025-04-01T10:00:00.000Z',
    ...overrides,
  };
}

/** An image file as a file input hands it over. */
export function imageFile(name: string, type = 'image/png'): File {
  return new File([new Uint8Array([137, 80, 78, 71])], name, { type });
}

/** jsdom has no object URLs; the previews only need some URL. */
export function stubObjectUrls(): void {
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => {};
}
