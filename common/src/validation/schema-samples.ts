// For the tests of the input rules: every schema whose input the API stores, each with an input it accepts.
import type { AnyObjectSchema } from 'yup';
import { DEFAULT_SITE_CONTENT } from '../site-content';
import { contactSchema, profileSchema } from './account';
import { postSchema } from './post';
import { projectFieldsSchema, projectUpdateFieldsSchema } from './project';
import { siteContentSchema } from './site-content';

export const copyOf = (value: object) => JSON.parse(JSON.stringify(value)) as Record<string, unknown>;

export const ACCEPTED_PROJECT_FIELDS = {
  title: 'Shop',
  purpose: 'Sell',
  category: 'web-dev-project',
  type: 'Frontend',
  status: 'In Complete',
  startDate: '2025-01-01',
  technologies: 'React',
  description: 'A shop.',
  liveLink: 'https://shop.example.com',
};

export type SchemaSample = [string, AnyObjectSchema, Record<string, unknown>, { keepUnknown?: boolean }];

export const STORED_INPUT_SAMPLES: SchemaSample[] = [
  [
    'contact',
    contactSchema,
    { name: 'Ada', number: '+880 1711 000000', email: 'ada@example.com', message: 'Hi' },
    {},
  ],
  ['profile', profileSchema, { name: 'Ada' }, {}],
  ['project', projectFieldsSchema, ACCEPTED_PROJECT_FIELDS, {}],
  ['project update', projectUpdateFieldsSchema, { ...ACCEPTED_PROJECT_FIELDS, priority: '2' }, {}],
  [
    'post',
    postSchema,
    { title: 'Hello', summary: 'First', body: '# Hi', tags: ['web'], published: true },
    { keepUnknown: true },
  ],
  ['site', siteContentSchema, copyOf(DEFAULT_SITE_CONTENT), { keepUnknown: true }],
];
